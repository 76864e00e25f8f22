/** Child classes (sport classes, trial classes, camps) and their booking (spec §3, §7). */

export const childClassTypes = ['SportKidz', 'SportKidzTrial', 'LeoCamp'] as const;
export type ChildClassType = (typeof childClassTypes)[number];

export interface ChildClassPrice {
  priceIncVat: number | null;
  validToDate: string | null;
  regularPriceIncVat: number | null;
}

export interface AgeGroup {
  id: string;
  name: string | null;
  minAge: number | null;
  maxAge: number | null;
  /** Time of day, `HH:mm`. */
  classStartTime: string | null;
  classEndTime: string | null;
  fullyBooked: boolean | null;
}

export interface ChildClass {
  id: string;
  classType: ChildClassType | null;
  name: string | null;
  playgroundId: string | null;
  /** How many times the class meets. */
  occasions: number | null;
  price: ChildClassPrice | null;
  firstOccasionDate: string | null;
  ageGroups: AgeGroup[] | null;
  isTrialClass: boolean | null;
  fullyBooked: boolean | null;
}

/** A booking as the client hands it over; the birthdate is sent as midnight UTC. */
export interface ChildClassBookingRequest {
  childClassAgeGroupId: string;
  email: string | null;
  parentFirstName: string | null;
  parentLastName: string | null;
  phone: string | null;
  phoneCountryCode: string | null;
  gdprDisallowInformation: boolean | null;
  gdprAllowPartnerInformation: boolean | null;
  childFirstName: string | null;
  childLastName: string | null;
  /** A Date (its local calendar day) or `YYYY-MM-DD`. */
  childBirthdate: Date | string | null;
  allergies: string | null;
  otherInformation: string | null;
  tshirtSize: string | null;
}

export interface ChildClassBookingResult {
  guid: string;
  orderReference: string | null;
}

export interface ChildClassBookingConfirmation {
  guid: string;
  orderReference: string | null;
  confirmationInformation: string | null;
  isTrialClass: boolean | null;
  classType: ChildClassType | null;
  linkPayment: string | null;
}

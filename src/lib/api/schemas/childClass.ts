import {
  childClassTypes,
  type AgeGroup,
  type ChildClass,
  type ChildClassBookingConfirmation,
  type ChildClassBookingResult,
  type ChildClassPrice,
} from '../types/childClass.ts';
import { flag, id, listOf, maybe, number, oneOf, presentText, record, text, type Schema } from './fields.ts';

/** Child classes and their booking (types/childClass.ts). */

const price: Schema<ChildClassPrice> = record({
  priceIncVat: number,
  validToDate: text,
  regularPriceIncVat: number,
});

const ageGroup: Schema<AgeGroup> = record({
  id,
  name: text,
  minAge: number,
  maxAge: number,
  classStartTime: text,
  classEndTime: text,
  fullyBooked: flag,
});

export const childClass: Schema<ChildClass> = record({
  id,
  classType: oneOf(childClassTypes),
  name: text,
  playgroundId: text,
  occasions: number,
  price: maybe(price),
  firstOccasionDate: text,
  ageGroups: listOf(ageGroup),
  isTrialClass: flag,
  fullyBooked: flag,
});

export const tShirtSize: Schema<string> = presentText;

export const bookingResult: Schema<ChildClassBookingResult> = record({ guid: id, orderReference: text });

export const bookingConfirmation: Schema<ChildClassBookingConfirmation> = record({
  guid: id,
  orderReference: text,
  confirmationInformation: text,
  isTrialClass: flag,
  classType: oneOf(childClassTypes),
  linkPayment: text,
});

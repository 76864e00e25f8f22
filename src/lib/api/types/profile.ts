/** The profile overview and what the sidebar asks for (spec §3, §7 user gathering). */

export interface AccountProgress {
  percentage: number | null;
  nextStep: string | null;
  remainingSteps: string[] | null;
}

/** Counts of what a user has, plus how complete their account is. */
export interface ProfileOverview {
  activeOffers: number | null;
  partyBookings: number | null;
  entranceBookings: number | null;
  sportClassBookings: number | null;
  campBookings: number | null;
  subscriptions: number | null;
  serialTickets: number | null;
  childAccounts: number | null;
  accountProgress: AccountProgress | null;
}

/** Which parts of the overview to gather (query flags of user-gathering). */
export interface UserGatheringFlags {
  includeOffers: boolean;
  includeEntranceBookings: boolean;
  includePartyBookings: boolean;
  includeSportKidz: boolean;
  includeSubscriptions: boolean;
  includeSerialTickets: boolean;
  includeLeoCamps: boolean;
  includeChildAccounts: boolean;
  includeAccountProgress: boolean;
}

/** Which parts of the profile data the sidebar asks for (request body). */
export interface ProfileDataRequest {
  entranceBookings: boolean;
  partyBookings: boolean;
  childAccounts: boolean;
  offers: boolean;
  sportKidzBookings: boolean;
  subscriptions: boolean;
  summerCampBookings: boolean;
}

import type { AccountProgress, ProfileOverview } from '../types/profile.ts';
import { listOf, maybe, number, record, presentText, text, type Schema } from './fields.ts';

/** The profile overview (types/profile.ts). */

const accountProgress: Schema<AccountProgress> = record({
  percentage: number,
  nextStep: text,
  remainingSteps: listOf(presentText),
});

export const profileOverview: Schema<ProfileOverview> = record({
  activeOffers: number,
  partyBookings: number,
  entranceBookings: number,
  sportClassBookings: number,
  campBookings: number,
  subscriptions: number,
  serialTickets: number,
  childAccounts: number,
  accountProgress: maybe(accountProgress),
});

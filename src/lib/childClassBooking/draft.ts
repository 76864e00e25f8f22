import type { VersionedStorage } from '../storage/versionedStorage.ts';
import type { BookingValues } from './bookingForm.ts';
import { storedKeys } from '../../config/storage.ts';
import { draftStoreIn, type DraftStore } from '../forms/formState.ts';

/**
 * What a parent typed into the booking form, kept in this tab's storage (spec §9) so a failed
 * booking or a reload loses nothing. Only what the parent typed: no token, no password, never a
 * child's allergies or other information (health data stays in the page), never what came
 * from the account (it comes from the account again). Cleared once the booking is made.
 */
export interface BookingDraft {
  values: BookingValues;
  /** The family child picked (its guid), or `other`. */
  childChoice: string;
}

/** Where the booking draft is kept. */
export function bookingDrafts(storage: VersionedStorage): DraftStore {
  return draftStoreIn(storage, storedKeys.bookingDraft);
}

/** The stored draft over `defaults`, field by field: a value of the wrong type is not used. */
export function readBookingDraft(stored: unknown, defaults: BookingDraft): BookingDraft {
  if (typeof stored !== 'object' || stored === null) return defaults;
  const { values, childChoice } = stored as Record<string, unknown>;
  const storedValues =
    typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  const merged = { ...defaults.values };
  for (const name of Object.keys(merged) as (keyof BookingValues)[]) {
    const value = storedValues[name];
    if (typeof value === typeof merged[name]) (merged as Record<string, unknown>)[name] = value;
  }
  return {
    values: merged,
    childChoice: typeof childChoice === 'string' ? childChoice : defaults.childChoice,
  };
}

/** Health data about a child: in the page only, never in any storage. */
const neverKept: readonly (keyof BookingValues)[] = ['allergies', 'otherInformation'];

/**
 * The draft of a form's state: its values with health data and the account's values left at
 * `empty`'s. A family child's guid is not kept either (it came from the account): after a
 * reload the parent picks the child again.
 */
export function bookingDraftOf(
  state: { values: BookingValues; fromAccount: readonly (keyof BookingValues)[] },
  empty: BookingValues,
): BookingDraft {
  const values = { ...state.values };
  for (const name of [...neverKept, ...state.fromAccount])
    (values as Record<string, unknown>)[name] = empty[name];
  return { values, childChoice: 'other' };
}

import type { BookingValues } from './bookingForm.ts';

/** A child's health details in the booking form: kept in the page, never in a draft. */
type HealthDetails = Pick<BookingValues, 'allergies' | 'otherInformation'>;

/**
 * The health details a parent typed, handed over in this tab while they sign in (or create an
 * account) from the booking and come back to it (docs/storage.md): read once on the return
 * and removed at once, never in the browser's storage, a cookie or an address.
 */
interface HealthHandOver extends HealthDetails {
  /** The age group whose form they were typed into: only its form takes them back. */
  ageGroupId: string;
}

/** The hand-over of a form's health details, or null when there are none to keep. */
export function healthHandOverOf(values: HealthDetails, ageGroupId: string): HealthHandOver | null {
  const { allergies, otherInformation } = values;
  if (allergies.trim() === '' && otherInformation.trim() === '') return null;
  return { ageGroupId, allergies, otherInformation };
}

/** The details a stored hand-over gives this age group's form, or null; storage may hold anything. */
export function healthFromHandOver(stored: unknown, ageGroupId: string | null): HealthDetails | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const { ageGroupId: storedFor, allergies, otherInformation } = stored as Record<string, unknown>;
  if (ageGroupId === null || storedFor !== ageGroupId) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const details = { allergies: text(allergies), otherInformation: text(otherInformation) };
  return details.allergies === '' && details.otherInformation === '' ? null : details;
}

/** Whether a link leads to our sign-in page on this site (the form's offer, the top bar's). */
export function leadsToSignIn(href: string, pageOrigin: string, signInPath: string): boolean {
  try {
    const url = new URL(href);
    return url.origin === pageOrigin && url.pathname.replace(/\/+$/, '') === signInPath.replace(/\/+$/, '');
  } catch {
    return false;
  }
}

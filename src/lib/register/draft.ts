import type { RegistrationConsents, RegistrationValues } from './form.ts';

/**
 * What the registration form keeps between reloads: everything typed except the password,
 * plus the address the page was opened with, so a later visit with another address (a new
 * try on the sign-in page) is told apart from a reload of this one.
 */
export interface RegistrationDraft {
  values: Omit<RegistrationValues, 'password'>;
  /** The `email` of the page's address when the draft was started ('' when there was none). */
  openedWith: string;
}

export function draftOf(values: RegistrationValues, openedWith: string): RegistrationDraft {
  const { firstName, lastName, email, callingCode, phone, playcentre, consents } = values;
  return {
    values: { firstName, lastName, email, callingCode, phone, playcentre, consents: { ...consents } },
    openedWith,
  };
}

const textFields = ['firstName', 'lastName', 'email', 'callingCode', 'phone', 'playcentre'] as const;
const consentNames = ['information', 'sms', 'partnerInformation', 'partnerSms'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored draft as it must be, or undefined: storage is shared and may hold anything. */
export function readDraft(stored: unknown): RegistrationDraft | undefined {
  if (!isRecord(stored) || !isRecord(stored['values']) || typeof stored['openedWith'] !== 'string')
    return undefined;
  const values = stored['values'];
  const consents = values['consents'];
  if (!textFields.every((field) => typeof values[field] === 'string')) return undefined;
  if (!isRecord(consents) || !consentNames.every((name) => typeof consents[name] === 'boolean'))
    return undefined;
  return {
    openedWith: stored['openedWith'],
    values: {
      ...(Object.fromEntries(textFields.map((field) => [field, values[field]])) as Record<
        (typeof textFields)[number],
        string
      >),
      consents: Object.fromEntries(
        consentNames.map((name) => [name, consents[name]]),
      ) as unknown as RegistrationConsents,
    },
  };
}

/**
 * The values the form starts with: a draft of this visit (a reload, or a return after a
 * failure) brings back everything typed; an address in the page's own address fills the
 * e-mail field (it was typed on the sign-in page and is never asked for twice), unless the
 * draft was started with that same address, whose correction in the field then wins.
 */
export function startingValues(
  empty: RegistrationValues,
  draft: RegistrationDraft | undefined,
  emailInAddress: string,
): RegistrationValues {
  const base = draft ? { ...empty, ...draft.values, password: '' } : empty;
  const sameVisit = draft !== undefined && draft.openedWith === emailInAddress;
  return emailInAddress !== '' && !sameVisit ? { ...base, email: emailInAddress } : base;
}

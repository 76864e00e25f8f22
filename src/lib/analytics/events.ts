/**
 * Analytics events as they go to the dataLayer (spec §6): every event says whether a guest
 * or a member caused it, and e-mail and phone travel only as SHA-256 hashes of their
 * normalized form (Google's enhanced-conversion fields), never in clear text.
 */
export type UserType = 'guest' | 'member';

export interface AnalyticsIdentity {
  email?: string | null;
  phone?: string | null;
  /** Dialling code of `phone` when it has no `+` ("46" or "+46"). */
  phoneCountryCode?: string | null;
}

export interface AnalyticsUserData {
  sha256_email_address?: string;
  sha256_phone_number?: string;
}

export interface AnalyticsEvent {
  event: string;
  user_type: UserType;
  user_data?: AnalyticsUserData;
  [parameter: string]: unknown;
}

/** Lower-case hex SHA-256 of the UTF-8 text, by Web Crypto (browser and Node alike). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Trimmed and lower case; null for anything that is not an address. */
export function normalizeEmail(email: string | null | undefined): string | null {
  const normalized = (email ?? '').trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(normalized) ? normalized : null;
}

/**
 * E.164 (`+46701234567`): spaces, dashes, dots and brackets removed; `00` read as `+`; a
 * national number gets the country code and loses its trunk zero. Without any country code
 * the number is not sent: a hash of a guessed number would match nobody, or somebody else.
 */
export function normalizePhone(phone: string | null | undefined, countryCode?: string | null): string | null {
  const compact = (phone ?? '').replace(/[\s\-.()/]/g, '');
  if (compact === '') return null;
  let international: string;
  if (compact.startsWith('+')) international = compact.slice(1);
  else if (compact.startsWith('00')) international = compact.slice(2);
  else {
    const code = (countryCode ?? '').replace(/^\+|^00/, '');
    if (!/^\d{1,3}$/.test(code)) return null;
    international = `${code}${compact.replace(/^0/, '')}`;
  }
  return /^[1-9]\d{6,14}$/.test(international) ? `+${international}` : null;
}

export async function hashedUserData(identity: AnalyticsIdentity | undefined): Promise<AnalyticsUserData> {
  const email = normalizeEmail(identity?.email);
  const phone = normalizePhone(identity?.phone, identity?.phoneCountryCode);
  const userData: AnalyticsUserData = {};
  if (email) userData.sha256_email_address = await sha256Hex(email);
  if (phone) userData.sha256_phone_number = await sha256Hex(phone);
  return userData;
}

/**
 * The dataLayer entry of one event. Parameters cannot override `event`, `user_type` or
 * `user_data`, so no caller can slip clear-text contact details in under those names.
 */
export async function analyticsEvent(
  name: string,
  parameters: Readonly<Record<string, unknown>>,
  member: boolean,
  identity?: AnalyticsIdentity,
): Promise<AnalyticsEvent> {
  const userData = await hashedUserData(identity);
  const event: AnalyticsEvent = { ...parameters, event: name, user_type: member ? 'member' : 'guest' };
  if (Object.keys(userData).length > 0) event.user_data = userData;
  else delete event.user_data;
  return event;
}

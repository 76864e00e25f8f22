import { randomUUID } from 'node:crypto';
import { countries, type CountryCode } from '../../../src/config/countries.ts';
import { localeTag } from '../../../src/config/localeTag.ts';
import type { Language } from '../../../src/config/languages.ts';
import { seedCountries } from '../../stand-ins/seed/countries.ts';
import type { FaultRule } from '../../stand-ins/shared/faults.ts';
import { callJson as call, seededPassword, standInUrls } from './standIns.ts';

/**
 * Fresh accounts and the confirmation links the identity stand-in mails them, so every test
 * confirms its own account and none depends on another.
 */

/** A play centre of the country, so the account (and its mail) belongs to that country. */
function playgroundOf(country: CountryCode): string {
  const seeded = seedCountries().find((candidate) => candidate.slug === countries[country].slug);
  const guid = seeded?.regions?.[0]?.playgrounds?.[0]?.guid;
  if (!guid) throw new Error(`no seeded play centre in ${country}`);
  return guid;
}

export interface MailedLink {
  email: string;
  userId: string;
  code: string;
  /** The link as mailed (the canonical English slug), in the language asked for. */
  link: string;
}

/**
 * Registers an account in the country (POST /api/User/Register at the main API), asks the
 * identity stand-in for its confirmation mail and reads the link from its outbox. An English link
 * is the same mail in English: the language segment is the only difference.
 */
export async function registerAndReadLink(country: CountryCode, language: Language): Promise<MailedLink> {
  const email = `confirm.${randomUUID().slice(0, 8)}@example.com`;
  await call(`${standInUrls.mainApi}/api/User/Register`, {
    method: 'POST',
    body: JSON.stringify({
      details: {
        firstName: 'Saga',
        lastName: 'Nyström',
        email,
        phone: null,
        gdprDisallowInformation: false,
        gdprAllowPartnerInformation: false,
      },
      preferredPlaycenterId: playgroundOf(country),
      password: seededPassword,
      registrationSource: 'BrowserTest',
    }),
  });
  // Registering mails nothing: the registration page asks for the mail, as this does.
  await call(`${standInUrls.identity}/api/User/email/send-confirmation`, {
    method: 'POST',
    body: JSON.stringify({ email, culture: localeTag(countries[country].languages[0], country) }),
  });
  const mails = await call<{ userId: string; code: string; link: string | null }[]>(
    `${standInUrls.identity}/__control/outbox?email=${encodeURIComponent(email)}`,
  );
  const mail = mails.at(-1);
  if (!mail?.link) throw new Error(`no confirmation mail for ${email}`);
  const link = new URL(mail.link);
  link.pathname = link.pathname.replace(/^\/profile\/[a-z]{2}\//, `/profile/${language}/`);
  return { email, userId: mail.userId, code: mail.code, link: link.href };
}

/** A new link for the account; `expired` gives one whose day is already over. */
export async function newLink(email: string, options: { expired?: boolean } = {}): Promise<{ code: string }> {
  return call(`${standInUrls.identity}/__control/confirmation-link`, {
    method: 'POST',
    body: JSON.stringify({ email, ...options }),
  });
}

/**
 * Whether the identity service now knows the address as confirmed (send-confirmation says so).
 * For an unconfirmed address this mails a new link, which retires the old one: ask last.
 */
export async function isConfirmed(email: string): Promise<boolean> {
  const response = await fetch(`${standInUrls.identity}/api/User/email/send-confirmation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  // Refused as too soon after the last mail: it mails only unconfirmed addresses, so not confirmed.
  if (response.status === 429) return false;
  if (!response.ok) throw new Error(`send-confirmation: ${response.status} ${await response.text()}`);
  const result = (await response.json()) as { notices?: { message: string }[] };
  return (result.notices ?? []).some((notice) => /already confirmed/.test(notice.message));
}

/** A fault on this user's confirm path only, so tests running in parallel are untouched. */
export async function faultOnConfirm(userId: string, rule: Omit<FaultRule, 'path'>): Promise<void> {
  await call(`${standInUrls.identity}/__control/faults`, {
    method: 'POST',
    body: JSON.stringify({ path: `/api/User/email/confirm/${userId}`, times: 1, ...rule }),
  });
}

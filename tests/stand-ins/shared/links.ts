import type { Language } from '../../../src/config/languages.ts';
import { pagePath } from '../../../src/config/routes.ts';
import type { StandInAccount } from '../seed/state.ts';
import { developmentEndpoints } from './origins.ts';
import { countryOfTag, languageOn, siteAddress, type SitePlace } from './sites.ts';

/** The language of an account's e-mails: its culture's, when its country speaks it, else English. */
export function mailLanguage(account: StandInAccount): Language {
  return languageOn(account.country, [account.user.culture, 'en']);
}

/**
 * The link of the confirmation e-mail: the e-mail-confirmation page (spec §2, query userId and
 * code) of the account's country site in its language, or, when the request named a culture
 * (send-confirmation's `culture`, e.g. `en-FI` from a page in English), of that culture's site
 * and language, as the reset mail does. The request's `onboardingState` (spec §3: intent,
 * origin, continuePath) rides along in the query, each value as it was sent, so the page can
 * lead on to where the parent was going; the page judges them, as every reader does.
 */
export function confirmationLink(
  account: StandInAccount,
  code: string,
  culture?: unknown,
  onboardingState?: unknown,
): string {
  const query = new URLSearchParams({ userId: account.user.guid, code });
  const state = typeof onboardingState === 'object' && onboardingState !== null ? onboardingState : {};
  for (const name of ['intent', 'origin', 'continuePath']) {
    const value = (state as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') query.set(name, value);
  }
  const { country, language } =
    culture === undefined || culture === null || culture === ''
      ? { country: account.country, language: mailLanguage(account) }
      : resetPlace(account, culture);
  return `${developmentEndpoints[country].profileBase}/${language}/email-confirmation?${query}`;
}

/**
 * Where a reset mail sends the parent: the site of the culture the sign-in page asked in
 * (`sv-SE`, `en-FI`; a culture without one of our countries keeps the account's country), in
 * that culture's language when the site speaks it, else the account's, else the site's own.
 */
export function resetPlace(account: StandInAccount, culture: unknown): SitePlace {
  const country = countryOfTag(culture) ?? account.country;
  return { country, language: languageOn(country, [culture, account.user.culture]) };
}

/** The link of the reset-password e-mail: our reset page, `?userId=&code=`. */
export function resetPasswordLink(account: StandInAccount, code: string, culture: unknown): string {
  const { country, language } = resetPlace(account, culture);
  return siteAddress(country, pagePath('resetPassword', language), { userId: account.user.guid, code });
}

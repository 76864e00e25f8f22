import { isLanguage, type Language } from '../../../src/config/languages.ts';
import type { StandInAccount } from '../seed/state.ts';
import { countries, developmentEndpoints } from './origins.ts';

/** The language of an account's e-mails: its culture's, when its country speaks it, else English. */
export function mailLanguage(account: StandInAccount): Language {
  const code = (account.user.culture ?? '').split('-')[0];
  const offered: readonly string[] = countries[account.country].languages;
  return isLanguage(code) && offered.includes(code) ? code : 'en';
}

/**
 * The link of the confirmation e-mail: the e-mail-confirmation page of the account's country
 * site in development (spec §2, query userId and code).
 */
export function confirmationLink(account: StandInAccount, code: string): string {
  const query = new URLSearchParams({ userId: account.user.guid, code });
  return `${developmentEndpoints[account.country].profileBase}/${mailLanguage(account)}/email-confirmation?${query}`;
}

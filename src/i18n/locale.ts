import { countries, type CountryCode } from '../config/countries.ts';
import type { Language } from '../config/languages.ts';

/** Raised by `checkLanguage`; the two messages are the spec's own (§5). */
export class LocaleError extends Error {
  constructor(message: 'Invalid locale format' | 'Invalid locale') {
    super(message);
    this.name = 'LocaleError';
  }
}

const localeFormat = /^[a-z]{2}$/;

/**
 * Checks a language code from a URL against a country: two lowercase letters
 * (`Invalid locale format`) that the country supports (`Invalid locale`).
 */
export function checkLanguage(code: unknown, country: CountryCode): Language {
  if (typeof code !== 'string' || !localeFormat.test(code)) {
    throw new LocaleError('Invalid locale format');
  }
  const supported: readonly string[] = countries[country].languages;
  if (!supported.includes(code)) throw new LocaleError('Invalid locale');
  return code as Language;
}

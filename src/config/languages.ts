/**
 * Every language the product speaks. Each country offers its own language plus English
 * (see `countries.ts`); this table only says how a language names itself.
 */
export const languageCodes = ['sv', 'en', 'da', 'nb', 'fi', 'de'] as const;

export type Language = (typeof languageCodes)[number];

export interface LanguageInfo {
  /** The language's name in itself, shown on the language buttons. */
  nativeName: string;
  /** Used for `Intl` formatting of dates and numbers when no country is known. */
  locale: string;
}

export const languageInfo: Record<Language, LanguageInfo> = {
  sv: { nativeName: 'Svenska', locale: 'sv-SE' },
  en: { nativeName: 'English', locale: 'en-GB' },
  da: { nativeName: 'Dansk', locale: 'da-DK' },
  nb: { nativeName: 'Norsk', locale: 'nb-NO' },
  fi: { nativeName: 'Suomi', locale: 'fi-FI' },
  de: { nativeName: 'Deutsch', locale: 'de-DE' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

/**
 * Every language the product speaks. Each country offers its own language plus English
 * (see `countries.ts`); this table only says how a language names itself.
 */
export const languageCodes = ['sv', 'en', 'da', 'nb', 'fi', 'de'] as const;

export type Language = (typeof languageCodes)[number];

export interface LanguageInfo {
  /** The language's name in itself, shown on the language buttons. */
  nativeName: string;
}

export const languageInfo: Record<Language, LanguageInfo> = {
  sv: { nativeName: 'Svenska' },
  en: { nativeName: 'English' },
  da: { nativeName: 'Dansk' },
  nb: { nativeName: 'Norsk' },
  fi: { nativeName: 'Suomi' },
  de: { nativeName: 'Deutsch' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

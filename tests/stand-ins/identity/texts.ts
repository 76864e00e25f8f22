import type { Language } from '../../../src/config/languages.ts';
import { acceptLanguageTags, languageOfTag } from '../shared/sites.ts';

/**
 * The few texts of the stand-in's own pages (the sign-out page the product frames), in every
 * language of the product. Signing in is the product's own page; the stand-in shows no form.
 */
export interface ProviderPageTexts {
  signingOut: string;
  signOut: string;
}

const texts: Record<Language, ProviderPageTexts> = {
  en: {
    signingOut: 'Signing you out…',
    signOut: 'Sign out',
  },
  sv: {
    signingOut: 'Loggar ut …',
    signOut: 'Logga ut',
  },
  nb: {
    signingOut: 'Logger ut …',
    signOut: 'Logg ut',
  },
  da: {
    signingOut: 'Logger ud …',
    signOut: 'Log ud',
  },
  fi: {
    signingOut: 'Kirjaudutaan ulos…',
    signOut: 'Kirjaudu ulos',
  },
  de: {
    signingOut: 'Sie werden abgemeldet …',
    signOut: 'Abmelden',
  },
};

/**
 * The language of a page: the first supported one of `ui_locales` (how an OIDC client asks),
 * then of the browser's Accept-Language, then English.
 */
export function pageLanguage(uiLocales: unknown, acceptLanguage: string | undefined): Language {
  const candidates = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(' ') : []),
    ...acceptLanguageTags(acceptLanguage),
  ];
  return candidates.map(languageOfTag).find((language) => language !== undefined) ?? 'en';
}

export function providerPageTexts(language: Language): ProviderPageTexts {
  return texts[language];
}

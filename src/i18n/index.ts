import i18next, { type i18n, type TFunction } from 'i18next';
import type { Language } from '../config/languages.ts';
import { languageCodes } from '../config/languages.ts';
import da from './messages/da.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fi from './messages/fi.json' with { type: 'json' };
import nb from './messages/nb.json' with { type: 'json' };
import sv from './messages/sv.json' with { type: 'json' };

/**
 * Translations, one JSON per language under `messages/`; English is the reference whose keys
 * every other file must match exactly (tests/unit/i18n checks it). i18next runs at build time:
 * pages are prerendered per language, and islands receive the strings they need as props, so
 * no translation engine is shipped to the browser.
 */
export type Messages = typeof en;

export const messages: Record<Language, Messages> = { sv, en, da, nb, fi, de };

const instances = new Map<Language, i18n>();

function instanceFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...languageCodes],
      resources: { [language]: { translation: messages[language] } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

/** The translate function of one language. Astro escapes its output when rendering. */
export function translator(language: Language): TFunction {
  return instanceFor(language).t;
}

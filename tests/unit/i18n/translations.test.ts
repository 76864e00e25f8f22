import { describe, expect, it } from 'vitest';
import { languageCodes, type Language } from '../../../src/config/languages.ts';
import { fill, placeholderNames } from '../../../src/i18n/fill.ts';
import { textsOf } from './texts.ts';

const reference = textsOf('en');
const placeholders = (text: string) => placeholderNames(text).sort();

/** Texts that are the same words in English, each translated on purpose (docs/glossary.md). */
const sameAsEnglish: Partial<Record<Language, string[]>> = {
  // Danish books a "booking" (the glossary's word), and its menu is a "Menu".
  da: ['sidebarData.bookings_one', 'sidebar.title'],
  // German sells "Tickets" (the glossary's word), beside its "Karten" (cards).
  de: ['sidebar.tickets'],
};

describe('translations', () => {
  it.each(languageCodes)(
    '%s should have exactly the keys of English, none missing, none extra',
    (language) => {
      const keys = [...textsOf(language).keys()];
      const missing = [...reference.keys()].filter((key) => !keys.includes(key));
      const extra = keys.filter((key) => !reference.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(languageCodes)('%s should have every placeholder filled by the pages’ fill()', (language) => {
    for (const [key, text] of textsOf(language)) {
      const values = Object.fromEntries(placeholderNames(text).map((name) => [name, '·']));
      expect(fill(text, values), key).not.toMatch(/\{\{|\}\}/);
    }
  });

  it.each(languageCodes)('%s should have no empty text and the same placeholders as English', (language) => {
    for (const [key, text] of textsOf(language)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it.each(languageCodes.filter((language) => language !== 'en'))(
    '%s should be translated: no text left identical to English',
    (language) => {
      const untranslated = [...textsOf(language)]
        .filter(([key, text]) => text === reference.get(key) && !sameAsEnglish[language]?.includes(key))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    },
  );

  it.each(languageCodes)('%s should leave percentages to Intl: no text writes a % sign', (language) => {
    // src/lib/dates/localFormats.ts writes "60 %" with a no-break space, or "60%", as the locale does.
    const signed = [...textsOf(language)].filter(([, text]) => text.includes('%')).map(([key]) => key);
    expect(signed).toEqual([]);
  });

  it.each(languageCodes)('%s should write "…" one way: after the word, no space before it', (language) => {
    const spaced = [...textsOf(language)].filter(([, text]) => /\s…/.test(text)).map(([key]) => key);
    expect(spaced).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../src/config/languages.ts';
import { fill, placeholderNames } from '../../../src/i18n/fill.ts';
import { messages } from '../../../src/i18n/index.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const reference = flatten(messages.en as Tree);
const placeholders = (text: string) => placeholderNames(text).sort();

describe('translations', () => {
  it.each(languageCodes)(
    '%s should have exactly the keys of English, none missing, none extra',
    (language) => {
      const keys = [...flatten(messages[language] as Tree).keys()];
      const missing = [...reference.keys()].filter((key) => !keys.includes(key));
      const extra = keys.filter((key) => !reference.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(languageCodes)('%s should have every placeholder filled by the pages’ fill()', (language) => {
    for (const [key, text] of flatten(messages[language] as Tree)) {
      const values = Object.fromEntries(placeholderNames(text).map((name) => [name, '·']));
      expect(fill(text, values), key).not.toMatch(/\{\{|\}\}/);
    }
  });

  it.each(languageCodes)('%s should have no empty text and the same placeholders as English', (language) => {
    for (const [key, text] of flatten(messages[language] as Tree)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it.each(languageCodes.filter((language) => language !== 'en'))(
    '%s should be translated: no text left identical to English',
    (language) => {
      const untranslated = [...flatten(messages[language] as Tree)]
        .filter(([key, text]) => text === reference.get(key))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { countries, countryCodes } from '../../../src/config/countries.ts';
import { localeTag } from '../../../src/config/localeTag.ts';

describe('localeTag', () => {
  it('should pair the language with the site country as a region', () => {
    expect(localeTag('sv', 'se')).toBe('sv-SE');
    expect(localeTag('en', 'se')).toBe('en-SE');
    expect(localeTag('nb', 'no')).toBe('nb-NO');
    expect(localeTag('en', 'de')).toBe('en-DE');
  });

  it('should give a tag Intl accepts for every language of every country', () => {
    for (const code of countryCodes) {
      for (const language of countries[code].languages) {
        const tag = localeTag(language, code);
        expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
      }
    }
  });
});

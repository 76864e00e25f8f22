import { describe, expect, it } from 'vitest';
import { countries, countryCodes } from '../../../src/config/countries.ts';
import { playgroundNameLanguage, serviceLanguage } from '../../../src/lib/api/serviceLanguage.ts';

describe(serviceLanguage, () => {
  it.each(countryCodes)(
    'should mark the main API’s words in %s with its own language on English pages',
    (code) => {
      const [own] = countries[code].languages;
      expect(serviceLanguage('en', countries[code])).toBe(own);
    },
  );

  it.each(countryCodes)('should mark nothing on %s’s own pages', (code) => {
    const [own] = countries[code].languages;
    expect(serviceLanguage(own, countries[code])).toBeUndefined();
  });
});

describe(playgroundNameLanguage, () => {
  it('should mark a play centre’s own name where it has none in the page’s language', () => {
    expect(playgroundNameLanguage({ translatednames: { sv: 'Lekland Barkarby' } }, 'en', countries.se)).toBe(
      'sv',
    );
    expect(playgroundNameLanguage({ translatednames: null }, 'en', countries.se)).toBe('sv');
  });

  it('should mark nothing where the page shows its translated name', () => {
    expect(
      playgroundNameLanguage({ translatednames: { en: 'Play Centre Barkarby' } }, 'en', countries.se),
    ).toBeUndefined();
  });
});

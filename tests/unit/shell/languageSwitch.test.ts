import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../src/config/languages.ts';
import {
  childClassBookingPath,
  pagePath,
  pagePattern,
  playgroundPath,
  pageRoutes,
  type PageId,
} from '../../../src/config/routes.ts';
import { keepingQuery, pathInLanguage } from '../../../src/lib/shell/languageSwitch.ts';

describe('keepingQuery', () => {
  it('should keep the query and fragment of the current page on the other language', () => {
    expect(keepingQuery('/profile/en/error', { search: '?userId=1&code=a%2Bb', hash: '#top' })).toBe(
      '/profile/en/error?userId=1&code=a%2Bb#top',
    );
  });

  it('should leave the address alone when there is nothing to keep', () => {
    expect(keepingQuery('/profile/en/404', { search: '', hash: '' })).toBe('/profile/en/404');
  });

  it('should not replace a query the link has itself', () => {
    expect(keepingQuery('https://x.example/a?b=1', { search: '?c=2', hash: '' })).toBe(
      'https://x.example/a?b=1',
    );
  });
});

describe('pagePattern', () => {
  it('should name a page of its own by its path, and mark the items of a play centre and a booking', () => {
    expect(pagePattern('error', 'sv')).toBe('/profile/sv/fel');
    expect(pagePattern('playground', 'sv')).toBe('/profile/sv/lekland/*');
    expect(pagePattern('childClassBooking', 'de')).toBe('/profile/de/spielparks/*/buchen/*');
  });
});

describe('pathInLanguage', () => {
  it('should carry the play centre and the age group into every other language', () => {
    for (const from of languageCodes) {
      for (const to of languageCodes) {
        expect(
          pathInLanguage(
            pagePattern('playground', from),
            pagePattern('playground', to),
            playgroundPath(from, 'barkarby'),
          ),
        ).toBe(playgroundPath(to, 'barkarby'));
        expect(
          pathInLanguage(
            pagePattern('childClassBooking', from),
            pagePattern('childClassBooking', to),
            childClassBookingPath(from, 'kista-galleria', '3f2c9a4e-1b7d'),
          ),
        ).toBe(childClassBookingPath(to, 'kista-galleria', '3f2c9a4e-1b7d'));
      }
    }
  });

  it('should keep an item segment as the address has it, encoded, and ignore a trailing slash', () => {
    expect(
      pathInLanguage('/profile/sv/lekland/*', '/profile/en/play-centres/*', '/profile/sv/lekland/%C3%A5by/'),
    ).toBe('/profile/en/play-centres/%C3%A5by');
  });

  it('should leave a page of its own, and an address of another shape, to the link', () => {
    const pages = Object.keys(pageRoutes) as PageId[];
    for (const page of pages.filter((each) => !pagePattern(each, 'sv').includes('*'))) {
      expect(
        pathInLanguage(pagePattern(page, 'sv'), pagePattern(page, 'en'), pagePath(page, 'sv')),
      ).toBeNull();
    }
    const own = pagePattern('playground', 'sv');
    const english = pagePattern('playground', 'en');
    expect(pathInLanguage(own, english, '/profile/sv/lekland')).toBeNull();
    expect(pathInLanguage(own, english, '/profile/sv/lekland//')).toBeNull();
    expect(pathInLanguage(own, english, '/profile/sv/fel/barkarby')).toBeNull();
    expect(pathInLanguage(own, english, '/profile/sv/lekland/barkarby/boka/1')).toBeNull();
  });
});

import { countryCodes, countries } from '../../src/config/countries.ts';
import { pageRoutes, type PageId } from '../../src/config/routes.ts';
import { benchAddress } from '../bench/pageAddresses.ts';
import { expect, test } from './fixtures.ts';
import { expectNoErrorNotice, siteHost, visit, type Place } from './support/pages.ts';

/** Every country × language pair, taken in turn so each page is seen in another language. */
const places: Place[] = countryCodes.flatMap((country) =>
  countries[country].languages.map((language) => ({ country, language })),
);

/**
 * Every page of the site loads in the engine as a first visit, with no error notice, no
 * console error and no uncaught error. Each route is opened in two of the ten country and
 * language pairs. The signed-in-only onboarding page is opened signed in by the sign-in journey.
 */
const pageIds = (Object.keys(pageRoutes) as PageId[]).filter((page) => !('signedInOnly' in pageRoutes[page]));

test.describe('every page', () => {
  pageIds.forEach((pageId, index) => {
    for (const place of [places[index % places.length]!, places[(index + 5) % places.length]!]) {
      test(`${pageId} (${place.country}/${place.language})`, async ({ tab }) => {
        const address = await benchAddress(pageId, place.language, place.country, true);
        await visit(tab, `${siteHost(place)}${address}`);
        expect(await tab.run(() => document.documentElement.lang)).toMatch(
          new RegExp(`^${place.language}\\b`),
        );
        expect(await tab.run(() => document.querySelector('h1')?.innerText.trim() ?? '')).not.toBe('');
        await expectNoErrorNotice(tab);
      });
    }
  });
});

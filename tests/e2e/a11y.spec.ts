import type { CountryCode } from '../../src/config/countries.ts';
import type { Language } from '../../src/config/languages.ts';
import type { PageId } from '../../src/config/routes.ts';
import { pagePath } from '../../src/config/routes.ts';
import { messages } from '../../src/i18n/index.ts';
import { benchAddress, benchPath, firstVisitPages } from '../bench/pageAddresses.ts';
import { countryLanguagePairs, expect, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { codeSnifferErrors } from './support/codeSniffer.ts';
import { expectSoftNoEnglish, firstVisits, nothingStored, visibleTextPlaces } from './support/firstVisit.ts';

/**
 * Every page of every country and language, scanned by axe with all its rules (WCAG 2.2 A
 * and AA and best practices) and by HTML_CodeSniffer (support/codeSniffer.ts): as a first visit
 * shows it (consent panel open), and with each of the shell's dialogs open. Pages come from `pageRoutes`, so a new page is scanned as
 * soon as it exists; a signed-in-only page would show the identity service's login here, so
 * its own spec scans it signed in (onboarding.spec.ts, every step in every language).
 *
 * A country and language's pages are visited one after another in one browser page, each as
 * a first visit (support/firstVisit.ts clears cookies and storage before each and checks that
 * the page found none), and each page's findings are soft expectations named by the page and
 * its address, so one page's failure hides no other's. The same visits serve the visible-text
 * check's first-visit pass (visibleText.spec.ts): on the Swedish, German and Finnish sites each
 * page is also read for English, so it is loaded once for both.
 */

/**
 * Each page where the benches open it (`benchPath`: a play centre, a booking, a shop article and
 * the like need their address), except e-mail confirmation, which is scanned here in its failure
 * view without a query and confirmed in emailConfirmation.spec.ts. A booking confirmation is
 * scanned in its failure view (an unknown booking) and booked in booking.spec.ts; the reset
 * page as its link opens it (without userId and code its guard leaves for sign-in).
 */
function scannedPath(pageId: PageId, language: Language, code: CountryCode): string {
  return pageId === 'emailConfirmation' ? pagePath(pageId, language) : benchPath(pageId, language, code);
}

for (const { code, language, host } of countryLanguagePairs) {
  const englishFree = visibleTextPlaces.some(
    (place) => place.country === code && place.language === language,
  );
  const addresses: { name: string; pageId?: PageId; path: string }[] = [
    ...firstVisitPages.map((pageId) => ({
      name: `${pageId} page`,
      pageId,
      path: scannedPath(pageId, language, code),
    })),
    { name: 'not-found page of an unknown language', path: '/profile/xx/somewhere' },
  ];

  test.describe(`${code}/${language}`, () => {
    test(`every first-visit page, and the not-found page of an unknown language, has no axe violations nor HTML_CodeSniffer errors${englishFree ? ', and no English' : ''}`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout((addresses.length + (englishFree ? 2 : 0)) * 10_000);
      const visits = await firstVisits(page);

      /**
       * Opens `path` as a first visit, then `check`s it. Every finding is a soft expectation named
       * by the page, and so is an error on the way: the next page is visited all the same.
       */
      const visit = async (
        name: string,
        pageId: PageId | undefined,
        path: string,
        check: () => Promise<void>,
      ) => {
        const where = `${name} (${path})`;
        await test.step(where, async () => {
          const errorsBefore = consoleErrors.length;
          const thrown = await (async () => {
            await visits.open(`${host}${path}`);
            if (pageId === 'playground') await expect(page.getByTestId('playground')).toBeVisible();
            if (pageId === 'childClassBooking') await expect(page.getByTestId('booking')).toBeVisible();
            await visits.settled();
            expect
              .soft(await visits.storedAtStart(), `${where} opens as a first visit`)
              .toEqual(nothingStored);
            await check();
          })().then(
            () => undefined,
            (error: Error) => error.message,
          );
          expect.soft(thrown, `${where} opens, settles and is checked`).toBeUndefined();
          expect.soft(consoleErrors.slice(errorsBefore), `console errors on ${where}`).toEqual([]);
        });
      };

      for (const { name, pageId, path } of addresses) {
        await visit(name, pageId, path, async () => {
          expect.soft(await axeViolations(page), `axe violations on ${name} (${path})`).toEqual([]);
          expect
            .soft(await codeSnifferErrors(page), `HTML_CodeSniffer errors on ${name} (${path})`)
            .toEqual([]);
          if (englishFree && pageId) await expectSoftNoEnglish(page, `${pageId}, cookie panel open`);
        });
      }
      if (!englishFree) return;
      // The visible-text check also reads each page where the benches open it, where that is
      // elsewhere: the confirmations of a new parent's real link and of a real booking.
      for (const pageId of firstVisitPages) {
        const path = await benchAddress(pageId, language, code, true);
        if (addresses.some((address) => address.path === path)) continue;
        await visit(`${pageId} page`, pageId, path, () =>
          expectSoftNoEnglish(page, `${pageId}, cookie panel open`),
        );
      }
    });

    test(`sidebar, country dialog and consent settings open have no axe violations nor HTML_CodeSniffer errors${englishFree ? ', and show no English' : ''}`, async ({
      page,
    }) => {
      const t = messages[language];
      const visit = await firstVisits(page);
      await visit.open(`${host}${pagePath('error', language)}`);
      await visit.settled();
      await page.getByRole('button', { name: t.consent.necessaryOnly }).click();

      await page.getByRole('button', { name: t.shell.openMenu }).click();
      await expect(page.getByRole('dialog', { name: t.sidebar.title })).toBeVisible();
      await visit.settled();
      expect.soft(await axeViolations(page), 'sidebar open').toEqual([]);
      expect.soft(await codeSnifferErrors(page), 'sidebar open: HTML_CodeSniffer').toEqual([]);
      if (englishFree) await expectSoftNoEnglish(page, 'error, menu open');

      await page.getByRole('button', { name: t.sidebar.cookieSettings }).click();
      await expect(page.getByRole('dialog', { name: t.consent.title })).toBeVisible();
      await visit.settled();
      expect.soft(await axeViolations(page), 'consent settings open').toEqual([]);
      expect.soft(await codeSnifferErrors(page), 'consent settings open: HTML_CodeSniffer').toEqual([]);
      if (englishFree) await expectSoftNoEnglish(page, 'error, cookie settings open');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: new RegExp(t.footer.chooseCountry) }).click();
      await expect(page.getByRole('dialog', { name: t.countryDialog.title })).toBeVisible();
      await visit.settled();
      expect.soft(await axeViolations(page), 'country dialog open').toEqual([]);
      expect.soft(await codeSnifferErrors(page), 'country dialog open: HTML_CodeSniffer').toEqual([]);
      if (englishFree) await expectSoftNoEnglish(page, 'error, country dialog open');
    });
  });
}

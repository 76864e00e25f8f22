import { externalDestinations } from '../../src/config/destinations.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { messages } from '../../src/i18n/index.ts';
import { registerAndReadLink } from '../e2e/support/emailConfirmation.ts';
import { expect, test } from './fixtures.ts';
import {
  answerConsent,
  expectNoErrorNotice,
  heading,
  press,
  pageUrl,
  until,
  untilDialog,
  visit,
  type Place,
} from './support/pages.ts';

const consentOpen = () => (document.getElementById('consent') as HTMLDialogElement).open;

/** The shell on a phone: the cookie question, the menu and the country dialog. */
test.describe('the shell', () => {
  for (const place of [
    { country: 'fi', language: 'fi' },
    { country: 'se', language: 'sv' },
  ] satisfies Place[]) {
    test(`a first visit is asked about cookies, once (${place.country}/${place.language})`, async ({
      tab,
    }) => {
      // As opened from the mail: the page is short, so the panel's room makes a classic
      // scrollbar appear (the case that once showed Firefox's parents an unknown error).
      const { userId, code } = await registerAndReadLink(place.country, place.language);
      await visit(tab, `${pageUrl(place, 'emailConfirmation')}?${new URLSearchParams({ userId, code })}`);
      await expect.poll(() => heading(tab)).toBe(messages[place.language].emailConfirmation.confirmedHeading);
      await until(tab, 'consent panel open', true, consentOpen);
      await expectNoErrorNotice(tab);
      await answerConsent(tab, place.language);
      await visit(tab, pageUrl(place, 'signIn'));
      expect(await tab.run(consentOpen)).toBe(false);
      await expectNoErrorNotice(tab);
    });
  }

  test('the menu opens and closes; the country dialog leads to another country (de/de)', async ({ tab }) => {
    const place: Place = { country: 'de', language: 'de' };
    const t = messages.de;
    await visit(tab, pageUrl(place, 'error'));
    await answerConsent(tab, place.language);

    await press(tab, '[data-open="sidebar"]');
    await untilDialog(tab, 'sidebar', true);
    await press(tab, `#sidebar button[aria-label="${t.sidebar.close}"]`);
    await untilDialog(tab, 'sidebar', false);

    await press(tab, '[data-open="country"]');
    await untilDialog(tab, 'country-dialog', true);
    // Norway's entry point, which its edge sends on to the Norwegian account page.
    await press(tab, '#country-dialog a[hreflang="nb"]');
    const norway = externalDestinations(endpointsFor('development', 'no'), 'nb').profile;
    await expect.poll(() => tab.url(), { message: 'on the Norwegian account page' }).toBe(norway);
  });

  test('the menu gives focus back to its button after Escape and after its close button (se/sv)', async ({
    tab,
  }) => {
    const place: Place = { country: 'se', language: 'sv' };
    // A first visit: the cookie question is open beside the page, as a keyboard user meets it.
    await visit(tab, pageUrl(place, 'error'));
    const close = `#sidebar button[aria-label="${messages.sv.sidebar.close}"]`;
    const focused = () => document.activeElement?.id || document.activeElement?.tagName;
    // By keyboard alone (WebDriver's keys): Enter on the menu button, then Escape, or Enter on the
    // close button.
    for (const key of ['\uE00C', '\uE007']) {
      await tab.type('[data-open="sidebar"]', '\uE007');
      await untilDialog(tab, 'sidebar', true);
      await tab.type(close, key);
      await untilDialog(tab, 'sidebar', false);
      await until(
        tab,
        `focus after ${key === '\uE00C' ? 'Escape' : 'the close button'}`,
        'menu-button',
        focused,
      );
    }
  });

  test.describe(() => {
    // The refusal is what the browser logs; that is the point of this test.
    test.use({ allowedProblem: /trusted|TrustedHTML|innerHTML/i });

    test('the page policy refuses HTML written from a string: Trusted Types (se/sv)', async ({ tab }) => {
      await visit(tab, pageUrl({ country: 'se', language: 'sv' }, 'error'));
      const outcome = await tab.run(() => {
        const paragraph = document.createElement('p');
        document.body.append(paragraph);
        try {
          paragraph.innerHTML = '<img src=x>';
          return 'written';
        } catch (error) {
          return error instanceof TypeError ? 'refused' : String(error);
        }
      });
      expect(outcome).toBe('refused');
    });
  });
});

import { messages } from '../../src/i18n/index.ts';
import { applyStyleSheet, textPastRightEdge, textSpacing } from '../support/textSpacing.ts';
import { bookAtApi, confirmationUrl, seededAgeGroupId, seededClass } from '../e2e/support/booking.ts';
import { expect, test } from './fixtures.ts';
import { pageUrl, until, visit, type Place } from './support/pages.ts';

/**
 * WCAG 1.4.10 and 1.4.12 in WebKit (issue 41): a long address wraps at a phone's width; and
 * with the text-spacing override the cookie question's words are never clipped inside the
 * panel: when they need more than its height the panel scrolls as a whole and takes focus, so
 * arrow keys reach the rest (WebKit scrolls only a focused box).
 */
test.describe('reflow and text spacing', () => {
  for (const place of [
    { country: 'se', language: 'sv' },
    { country: 'de', language: 'de' },
  ] satisfies Place[]) {
    test(`every word of the cookie question can be reached (${place.country}/${place.language})`, async ({
      tab,
    }) => {
      await visit(tab, pageUrl(place, 'notFound'));
      await until(tab, 'consent panel drawn', true, () =>
        Boolean(document.querySelector('[data-island="ConsentDialog"][data-hydrated]')),
      );
      await tab.run(applyStyleSheet, textSpacing);
      const outcome = await tab.run(() => {
        const panel = document.getElementById('consent')!;
        const frame = panel.getBoundingClientRect();
        const clipped = [...panel.querySelectorAll<HTMLElement>('*')]
          .filter((element) => {
            const computed = getComputedStyle(element);
            const clips = [computed.overflowX, computed.overflowY].some((value) => value !== 'visible');
            return (
              (clips && element.scrollHeight > element.clientHeight + 1) ||
              element.getBoundingClientRect().right > frame.right + 1
            );
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
        const scrolls = panel.scrollHeight > panel.clientHeight + 1;
        return {
          clipped,
          scrolls,
          focusable: panel.tabIndex >= 0,
          title: panel.querySelector('h2')?.textContent,
        };
      });
      expect(outcome.title).toBe(messages[place.language].consent.title);
      expect(outcome.clipped, 'boxes in the panel that hide some of their words').toEqual([]);
      if (outcome.scrolls) expect(outcome.focusable, 'the panel scrolls and takes focus').toBe(true);
    });
  }

  test('a long e-mail address wraps in the booking confirmation (se/sv)', async ({ tab }) => {
    const term = await seededClass('se', 'molndal', 'SportKidz');
    const email = 'familjen.lindqvistandersson.stockholm@example.com';
    const booking = await bookAtApi(term, seededAgeGroupId('molndal', 'SportKidz', 3), 4, email);
    await visit(tab, confirmationUrl('se', 'sv', booking));
    await until(tab, 'the confirmation', true, () =>
      Boolean(document.querySelector('[data-testid=booking-information]')?.textContent),
    );
    expect(await tab.run(textPastRightEdge, 'main')).toEqual([]);
  });
});

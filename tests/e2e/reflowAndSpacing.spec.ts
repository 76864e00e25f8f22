import type { Page } from '@playwright/test';
import { endpointsFor } from '../../src/config/environments.ts';
import { messages } from '../../src/i18n/index.ts';
import { applyStyleSheet, textPastRightEdge, textSpacing } from '../support/textSpacing.ts';
import { expect, test } from './fixtures.ts';
import { bookAtApi, confirmationUrl, seededAgeGroupId, seededClass } from './support/booking.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { onboardingUrl, registerParent, signInToOnboarding } from './support/onboarding.ts';

/**
 * WCAG 1.4.10 reflow and 1.4.12 text spacing (issue 41): at 320 CSS pixels (a phone, or 1280 px
 * at 400 % zoom) nothing scrolls sideways, and under the text-spacing override every word of
 * the cookie question can be seen or scrolled to with the keyboard.
 */

/** A long address in one word, as some parents have: no hyphen, so no place to break. */
const longLocalPart = 'familjen.lindqvistandersson.stockholm';

/** How much wider than the window the page is (0: no sideways scroll). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Whether the consent panel shows every word: no box inside it clips its content, nothing is
 * wider than the panel, and the panel itself either fits or scrolls as a whole by keyboard.
 */
async function expectWholeConsentPanel(page: Page) {
  const consent = page.locator('#consent');
  await expect(consent).toBeVisible();
  const clipped = await consent.evaluate((panel) =>
    [...panel.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips = [style.overflowX, style.overflowY].some((value) => value !== 'visible');
        return (
          (clips && element.scrollHeight > element.clientHeight + 1) ||
          element.getBoundingClientRect().right > panel.getBoundingClientRect().right + 1
        );
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
  expect(clipped, 'boxes in the panel that hide some of their words').toEqual([]);
  const scrolls = await consent.evaluate((panel) => panel.scrollHeight > panel.clientHeight + 1);
  if (!scrolls) return;
  // Scrolls as a whole: from the keyboard too, so it takes focus and its last link comes in sight.
  await consent.focus();
  await expect(consent).toBeFocused();
  await page.keyboard.press('End');
  await expect
    .poll(() =>
      consent.evaluate((panel) => {
        const last = [...panel.querySelectorAll('.consent__more-link')].at(-1)!.getBoundingClientRect();
        const frame = panel.getBoundingClientRect();
        return last.top >= frame.top - 1 && last.bottom <= frame.bottom + 1;
      }),
    )
    .toBe(true);
}

test.describe('reflow and text spacing at 320 CSS pixels', () => {
  for (const [label, viewport] of [
    ['a 320×640 phone', { width: 320, height: 640 }],
    ['400 % zoom of 1280×1024', { width: 320, height: 256 }],
  ] as const) {
    for (const [country, language] of [
      ['se', 'sv'],
      ['de', 'de'],
    ] as const) {
      test(`every word of the cookie question can be read with text spacing: ${label} (${language})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(`${endpointsFor('development', country).host}/profile/${language}/404`);
        await expect(page.locator('[data-island="ConsentDialog"][data-hydrated]')).toHaveCount(1);
        await page.evaluate(applyStyleSheet, textSpacing);
        await expect(page.getByRole('dialog', { name: messages[language].consent.title })).toBeVisible();
        await expectWholeConsentPanel(page);
        expect(await sidewaysOverflow(page)).toBe(0);
      });
    }
  }

  test('a long e-mail address wraps in onboarding’s reminder (sv)', async ({ page, context }) => {
    await withAnsweredConsent(context);
    await page.setViewportSize({ width: 320, height: 640 });
    const parent = await registerParent(longLocalPart);
    await signInToOnboarding(page, onboardingUrl('se', 'sv'), parent.email);
    const reminder = page.locator('.onboarding-reminder');
    await expect(reminder).toContainText(parent.email);
    expect((await reminder.boundingBox())!.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(textPastRightEdge, 'main')).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test('a long e-mail address wraps in the booking confirmation (sv)', async ({ page, context }) => {
    await withAnsweredConsent(context);
    await page.setViewportSize({ width: 320, height: 640 });
    const term = await seededClass('se', 'molndal', 'SportKidz');
    const email = `${longLocalPart}@example.com`;
    const booking = await bookAtApi(term, seededAgeGroupId('molndal', 'SportKidz', 3), 4, email);
    await page.goto(confirmationUrl('se', 'sv', booking));
    await expect(page.getByTestId('booking-information')).toContainText(email);
    expect(await page.evaluate(textPastRightEdge, 'main')).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

import { endpointsFor } from '../../src/config/environments.ts';
import { playgroundPath } from '../../src/config/routes.ts';
import { fill } from '../../src/i18n/fill.ts';
import { messages } from '../../src/i18n/index.ts';
import { calendarDayIn } from '../../src/lib/dates/dayInZone.ts';
import { countries } from '../../src/config/countries.ts';
import { expect, test } from './fixtures.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { layoutShiftOf, recordLayoutShift } from '../support/layoutShift.ts';
import {
  changeNotice,
  featuredNotice,
  featuredPlaygroundSlug,
  setOpeningHours,
} from './support/playground.ts';

// Runs in its own Playwright project after all others: the changes are the main API
// stand-in's, for every page at once.
test.beforeEach(({ context }) => withAnsweredConsent(context));

const sweden = endpointsFor('development', 'se').host;
const t = messages.sv.playground;

test('a prerendered play centre shows a changed notice and changed hours without a rebuild, and nothing moves', async ({
  page,
}) => {
  const slug = featuredPlaygroundSlug('se');
  const notice = featuredNotice('se');
  const today = calendarDayIn(countries.se.timeZone);
  // Changed to words of the same length, so a line that moves would be a shift of ours.
  const restoreNotice = await changeNotice(notice.guid, { name: 'Ombyggnad av caféet' });
  const restoreHours = await setOpeningHours(slug, today, { open: [{ from: '08:30', to: '21:15' }] });
  try {
    await recordLayoutShift(page);
    const response = await page.goto(`${sweden}${playgroundPath('sv', slug)}`);
    // What the build wrote comes first: the seeded notice and hours are in the HTML.
    const html = (await response?.text()) ?? '';
    expect(html).toContain(notice.name ?? '');
    expect(html).not.toContain('Ombyggnad av caféet');
    expect(html).not.toContain('21:15');

    await expect(
      page.getByTestId('playground-notice').filter({ hasText: 'Ombyggnad av caféet' }),
    ).toBeVisible();
    await expect(page.getByText(notice.name ?? '', { exact: true })).toHaveCount(0);
    // Every line of the day is written (one is shown, by the clock): the live hours' are there.
    await expect(page.getByTestId('open-today')).toContainText(fill(t.openUntil, { time: '21:15' }));
    await expect(page.getByTestId('opening-hours').getByRole('row').first()).toContainText('21:15');
    await page.waitForTimeout(500);
    expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.01);
  } finally {
    await restoreNotice();
    await restoreHours();
  }
});

import { countries } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import type { Language } from '../../src/config/languages.ts';
import { localeTag } from '../../src/config/localeTag.ts';
import { playgroundPath } from '../../src/config/routes.ts';
import { fill } from '../../src/i18n/fill.ts';
import { messages } from '../../src/i18n/index.ts';
import { addDays } from '../../src/lib/dates/calendarDay.ts';
import { calendarDayIn, zoneTimeIn } from '../../src/lib/dates/dayInZone.ts';
import { clockTime } from '../../src/lib/dates/localFormats.ts';
import { openingWeek } from '../../src/lib/playground/openingWeek.ts';
import { openNowAt } from '../../src/lib/playground/openNow.ts';
import type { CountryCode } from '../../src/config/countries.ts';
import { featuredOpeningExceptions, openingHours } from '../stand-ins/seed/openingHours.ts';
import { layoutShiftOf, recordLayoutShift } from '../support/layoutShift.ts';
import { withAnsweredConsent } from './support/consent.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { featuredPlaygroundSlug } from './support/playground.ts';

test.beforeEach(({ context }) => withAnsweredConsent(context));

/** The instant the wall clock in `timeZone` reads `clock` (`HH:MM`) on `date`. */
function zonedInstant(timeZone: string, date: string, clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  const wanted = Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  let instant = wanted;
  // The zone's offset at the instant, read until it settles (twice, across a change).
  for (let round = 0; round < 3; round += 1) {
    const read = zoneTimeIn(timeZone, new Date(instant));
    const readAt = Date.parse(`${read.date}T00:00:00Z`) + read.minutes * 60_000;
    instant += wanted - readAt;
  }
  return instant;
}

/** The layout shift of the visit so far whose moved nodes are inside `selector`. */
function shiftWithin(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (within) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          let total = 0;
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node: Node | null }[];
          })[]) {
            const inside = entry.sources.some((source) => {
              const element = source.node instanceof Element ? source.node : source.node?.parentElement;
              return Boolean(element?.closest(within));
            });
            if (inside) total += entry.value;
          }
          resolve(total);
        }).observe({ type: 'layout-shift', buffered: true });
        // An observer with nothing buffered never calls back.
        setTimeout(() => resolve(0), 200);
      }),
    selector,
  );
}

const cases: { code: CountryCode; language: Language }[] = [
  { code: 'se', language: 'sv' },
  { code: 'de', language: 'de' },
];

for (const { code, language } of cases) {
  test(`${code}/${language}: the top line is true at 08:00, 12:00 and 20:42, and on a closed day, with no layout shift`, async ({
    page,
  }) => {
    const t = messages[language].playground;
    const { timeZone } = countries[code];
    const locale = localeTag(language, code);
    const slug = featuredPlaygroundSlug(code);
    const address = `${endpointsFor('development', code).host}${playgroundPath(language, slug)}`;
    // The featured centre's days as the stand-in seeds them (from the start of the UTC day).
    const seededAt = new Date(new Date().setUTCHours(0, 0, 0, 0));
    const today = calendarDayIn(timeZone);
    const days = openingHours(code, today, addDays(today, 2), featuredOpeningExceptions(code, seededAt));
    const week = openingWeek(days, today);
    const line = page.getByTestId('open-today').locator('[data-shown]');
    const expected = (clock: string) => {
      const [hours = 0, minutes = 0] = clock.split(':').map(Number);
      const now = openNowAt(week, { date: today, minutes: hours * 60 + minutes }).line;
      if (now.kind === 'opensAt') return fill(t.opensAt, { time: clockTime(now.time, locale) });
      if (now.kind === 'openUntil') return fill(t.openUntil, { time: clockTime(now.time, locale) });
      if (now.kind === 'closedNowOpensTomorrow')
        return fill(t.closedNowOpensTomorrow, { time: clockTime(now.time, locale) });
      throw new Error(`The featured centre is open today and tomorrow in the seed (${now.kind})`);
    };

    // Today, on the prerendered page as the build wrote it: the page script keeps the line.
    await page.clock.install({ time: zonedInstant(timeZone, today, '08:00') });
    await recordLayoutShift(page);
    await page.goto(address);
    await expect(line).toHaveText(expected('08:00'));
    expect(expected('08:00')).toMatch(new RegExp(`^${t.opensAt.split(' ')[0]}`));
    await expect(
      page.getByTestId('open-today').locator('.playground__open-line--open[data-shown]'),
    ).toHaveCount(0);

    await page.clock.fastForward(
      zonedInstant(timeZone, today, '12:00') - zonedInstant(timeZone, today, '08:00'),
    );
    await expect(line).toHaveText(expected('12:00'));
    await expect(line).toHaveClass(/playground__open-line--open/);

    await page.clock.fastForward(
      zonedInstant(timeZone, today, '20:42') - zonedInstant(timeZone, today, '12:00'),
    );
    await expect(line).toHaveText(expected('20:42'));
    await expect(line).not.toHaveClass(/playground__open-line--open/);
    expect(await layoutShiftOf(page)).toBe(0);

    // The featured centre's closed day (in two days), drawn by React from the live week.
    const closedDay = days[2]?.date ?? '';
    expect(days[2]?.isClosed).toBe(true);
    await page.clock.setSystemTime(zonedInstant(timeZone, closedDay, '12:00'));
    await page.goto(address);
    await expect(line).toHaveText(t.closedToday);
    // The page was built two days before this clock's day, so React draws another week
    // (today's row moves down the table); the top line's own place moves nothing.
    expect(await shiftWithin(page, '.playground__header')).toBe(0);
  });
}

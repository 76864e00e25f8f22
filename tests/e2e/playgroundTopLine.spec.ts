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

/**
 * Does `action` (a visit, a jump of the clock) and waits until the live calls it starts have
 * their replies in: the next jump would fire their time limits too. The page asks again on
 * each jump (stores/playground.ts refreshes every minute); the time limits cover reading the
 * body, which Playwright sees end after the headers; and a round trip through the page lets it
 * take what came in.
 */
async function withLiveCallsAnswered(page: Page, action: () => Promise<unknown>): Promise<void> {
  const paths = ['/api/openinghours/', '/api/child-class/', '/api/application-notice/'];
  const answered = Promise.all(
    paths.map(async (path) => {
      // The GET's own reply, not its CORS preflight's.
      const response = await page.waitForResponse(
        (candidate) => candidate.url().includes(path) && candidate.request().method() === 'GET',
      );
      await response.finished();
    }),
  );
  await action();
  await answered;
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // A task after those that delivered the bodies (the installed clock leaves messages be).
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

const cases: { code: CountryCode; language: Language }[] = [
  { code: 'se', language: 'sv' },
  { code: 'de', language: 'de' },
];

/**
 * What both tests of a case start from: the featured centre's page in the case's language, that
 * language's texts and locale, the centre's days as the stand-in seeds them (from the start of
 * the UTC day), and the top line the seed gives for a moment of today.
 */
function featuredCentreToday(code: CountryCode, language: Language) {
  const { timeZone } = countries[code];
  const address = `${endpointsFor('development', code).host}${playgroundPath(language, featuredPlaygroundSlug(code))}`;
  const seededAt = new Date(new Date().setUTCHours(0, 0, 0, 0));
  const today = calendarDayIn(timeZone);
  const days = openingHours(code, today, addDays(today, 6), featuredOpeningExceptions(code, seededAt));
  const week = openingWeek(days, today);
  /** The instant the centre's clock reads `clock` (`HH:MM`) today. */
  const at = (clock: string) => zonedInstant(timeZone, today, clock);
  return {
    t: messages[language].playground,
    timeZone,
    locale: localeTag(language, code),
    address,
    today,
    days,
    at,
    /** How far the clock jumps from `clock` to `to`, today. */
    from: (clock: string, to: string) => at(to) - at(clock),
    /** The top line at `clock` (`HH:MM`) today. */
    lineAt: (clock: string) => {
      const [hours = 0, minutes = 0] = clock.split(':').map(Number);
      return openNowAt(week, { date: today, minutes: hours * 60 + minutes }).line;
    },
  };
}

for (const { code, language } of cases) {
  test(`${code}/${language}: the top line is true at 08:00, 12:00 and 20:42, and on a closed day, with no layout shift`, async ({
    page,
  }) => {
    // Two visits and three jumps of the clock: well over the default on a busy machine.
    test.setTimeout(60_000);
    const { t, timeZone, locale, address, today, days, at, from, lineAt } = featuredCentreToday(
      code,
      language,
    );
    const line = page.getByTestId('open-today').locator('[data-shown]');
    // What the seed says for each moment (near midnight UTC, "tomorrow" may be the seeded
    // closed day: then "closed now" without a time).
    const expected = (clock: string) => {
      const now = lineAt(clock);
      switch (now.kind) {
        case 'opensAt':
          return fill(t.opensAt, { time: clockTime(now.time, locale) });
        case 'openUntil':
          return fill(t.openUntil, { time: clockTime(now.time, locale) });
        case 'closedNowOpensTomorrow':
          return fill(t.closedNowOpensTomorrow, { time: clockTime(now.time, locale) });
        case 'closedNow':
          return t.closedNow;
        case 'closedToday':
          return t.closedToday;
        case 'unknown':
          return t.todayUnknown;
      }
    };
    const shownOpen = page.getByTestId('open-today').locator('.playground__open-line--open[data-shown]');

    // Today, on the prerendered page as the build wrote it (or, once the centre's day is not the
    // build's, as React draws it): the line of each moment, and nothing moves.
    await page.clock.install({ time: at('08:00') });
    await recordLayoutShift(page);
    await withLiveCallsAnswered(page, () => page.goto(address));
    await expect(line).toHaveText(expected('08:00'));
    await expect(shownOpen).toHaveCount(0);

    await withLiveCallsAnswered(page, () => page.clock.fastForward(from('08:00', '12:00')));
    await expect(line).toHaveText(expected('12:00'));
    await expect(shownOpen).toHaveCount(lineAt('12:00').kind === 'openUntil' ? 1 : 0);

    await withLiveCallsAnswered(page, () => page.clock.fastForward(from('12:00', '20:42')));
    await expect(line).toHaveText(expected('20:42'));
    await expect(shownOpen).toHaveCount(0);
    // On the build's own day nothing on the page moves; on a later day (a run past the
    // centre's midnight) React draws another week, and the top line's place still moves nothing.
    const builtAt = (await page.getByTestId('playground').getAttribute('data-built-at')) ?? '';
    const builtToday = builtAt !== '' && calendarDayIn(timeZone, new Date(builtAt)) === today;
    expect(builtToday ? await layoutShiftOf(page) : await shiftWithin(page, '.playground__header')).toBe(0);
    // The seed opens the featured centre on ordinary days (a holiday would say closed today).
    expect([lineAt('08:00').kind, lineAt('12:00').kind]).toEqual(
      days[0]?.isClosed ? ['closedToday', 'closedToday'] : ['opensAt', 'openUntil'],
    );

    // The featured centre's closed day in the coming week, drawn by React from the live week.
    const closedDay = days.slice(1).find((day) => day.isClosed)?.date ?? '';
    expect(closedDay).not.toBe('');
    await page.clock.setSystemTime(zonedInstant(timeZone, closedDay, '12:00'));
    await page.goto(address);
    await expect(line).toHaveText(t.closedToday);
    // The page was built days before this clock's day, so React draws another week
    // (today's row moves down the table); the top line's own place moves nothing.
    expect(await shiftWithin(page, '.playground__header')).toBe(0);
  });

  test(`${code}/${language}: when React wakes after the line has moved, the line React draws is the only one shown`, async ({
    page,
  }) => {
    const { t, locale, address, at, from, lineAt } = featuredCentreToday(code, language);
    test.skip(lineAt('08:00').kind !== 'opensAt', 'the featured centre does not open today in the seed');
    // The centre's notices withdrawn since the build wake React; its code arrives only after
    // the clock has jumped from 08:00 to 12:00 (as on a slow phone that slept meanwhile).
    await page.route('**/api/application-notice/by-location/**', (route) => route.fulfill({ json: [] }));
    let releaseIsland = () => {};
    const islandHeld = new Promise<void>((resolve) => (releaseIsland = resolve));
    await page.route('**/_astro/PlaygroundPage.*.js', async (route) => {
      await islandHeld;
      await route.continue();
    });
    const shown = page.getByTestId('open-today').locator('[data-shown]');
    await page.clock.install({ time: at('08:00') });
    await withLiveCallsAnswered(page, () => page.goto(address));
    const opensAt = lineAt('08:00');
    await expect(shown).toHaveText(
      fill(t.opensAt, { time: clockTime(opensAt.kind === 'opensAt' ? opensAt.time : '', locale) }),
    );
    await page.clock.fastForward(from('08:00', '12:00'));
    releaseIsland();
    await expect(page.getByTestId('playground-notices')).toHaveCount(0);
    const openUntil = lineAt('12:00');
    await expect(shown).toHaveText(
      fill(t.openUntil, { time: clockTime(openUntil.kind === 'openUntil' ? openUntil.time : '', locale) }),
    );
  });
}

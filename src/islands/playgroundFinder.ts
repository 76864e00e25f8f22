import { site } from '../config/site.ts';
import { plural, type PluralText } from '../i18n/fill.ts';
import type { ZoneOffsets } from '../lib/dates/zoneOffsets.ts';
import { matchesQuery } from '../lib/playground/finder.ts';
import { keepOpenNowLine } from './behaviours/openNowLine.ts';

/**
 * The finder's script, on its prerendered list (pages/…/[playgroundFinderPage].astro): the
 * filter (shown wherever scripts run, from the first paint: a field appearing later moved the list,
 * CLS 0.095) hides what does not match as the parent types, with no call to
 * any service; the count is said once typing pauses. Each centre's line of today stays true on
 * the centre's clock, as on its own page; on another day than the build's it is hidden, since
 * the build's hours were that day's (the site is built again every night).
 */
const finder = document.querySelector<HTMLElement>('[data-finder]');

if (finder) {
  const zone = JSON.parse(finder.dataset['zone'] ?? 'null') as ZoneOffsets | null;
  for (const line of finder.querySelectorAll<HTMLElement>('[data-open-day]')) {
    keepOpenNowLine(line, { timeZone: site.country.timeZone, zone: zone ?? undefined }, () => {
      line.hidden = true;
    });
  }
  const filter = finder.querySelector<HTMLElement>('[data-finder-filter]')!;
  const input = filter.querySelector('input')!;
  const count = finder.querySelector<HTMLElement>('[data-finder-count]')!;
  const none = finder.querySelector<HTMLElement>('[data-finder-none]')!;
  const entries = [...finder.querySelectorAll<HTMLElement>('[data-finder-entry]')];
  const regions = [...finder.querySelectorAll<HTMLElement>('[data-finder-region]')];
  const countTexts = JSON.parse(finder.dataset['countTexts']!) as PluralText;
  const locale = finder.dataset['locale']!;
  let announcement: ReturnType<typeof setTimeout> | undefined;
  const apply = () => {
    let shown = 0;
    for (const entry of entries) {
      const matches = matchesQuery(entry.dataset['search']!, input.value);
      entry.hidden = !matches;
      if (matches) shown += 1;
    }
    for (const region of regions) region.hidden = !region.querySelector('[data-finder-entry]:not([hidden])');
    none.hidden = shown > 0;
    clearTimeout(announcement);
    announcement = setTimeout(() => {
      count.textContent = plural(countTexts, shown, locale);
    }, 500);
  };
  input.addEventListener('input', apply);
  // What the browser put back after a reload or a step back.
  if (input.value !== '') apply();
}

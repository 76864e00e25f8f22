import { zoneTimeIn } from '../../lib/dates/dayInZone.ts';
import type { ZoneOffsets } from '../../lib/dates/zoneOffsets.ts';
import { shownLineAttribute, untilNextMinute } from '../../lib/playground/openNowLine.ts';

/**
 * Keeps a prerendered play centre's top line true while React sleeps (it wakes only when the
 * live answer differs from the build's): the build wrote every line of the day, each with the
 * minutes it holds for (`data-open-from`, `data-open-until`), stacked in one place; this shows
 * the one for the centre's clock now and again at each change. Its words were written by the
 * build's `Intl`, so nothing here loads ICU's data. Calls `newDay` when the centre's day is no
 * longer the one the lines are for (the page then draws itself from the store), and stops.
 * Returns how to stop, called just before React draws the line: stopping puts back the line
 * the build showed, because React hydrates against the build's markup and changes only what
 * its own renders change, so a line shown here and never by React would stay shown beside
 * React's (useZoneTime reads the clock before the browser paints, so no frame shows the build's).
 */
export function keepOpenNowLine(
  line: HTMLElement,
  clock: { timeZone: string; zone?: ZoneOffsets | undefined },
  newDay: () => void,
): () => void {
  const candidates = [...line.querySelectorAll<HTMLElement>('[data-open-from]')];
  const built = [...line.children].map((child) => child.hasAttribute(shownLineAttribute));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    const now = new Date();
    const time = zoneTimeIn(clock.timeZone, now, clock.zone);
    if (time.date !== line.dataset['openDay']) return newDay();
    const shown = candidates.find(
      (candidate) =>
        time.minutes >= Number(candidate.dataset['openFrom']) &&
        time.minutes < Number(candidate.dataset['openUntil']),
    );
    if (!shown) return;
    for (const candidate of line.children) candidate.toggleAttribute(shownLineAttribute, candidate === shown);
    timer = setTimeout(show, untilNextMinute(now));
  };
  if (candidates.length > 0) show();
  return () => {
    clearTimeout(timer);
    [...line.children].forEach((child, index) =>
      child.toggleAttribute(shownLineAttribute, built[index] ?? false),
    );
  };
}

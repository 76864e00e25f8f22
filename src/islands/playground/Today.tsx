import { site } from '../../config/site.ts';
import { fill } from '../../i18n/fill.ts';
import { clockRange, clockTime } from '../../lib/dates/localFormats.ts';
import type { ZoneOffsets } from '../../lib/dates/zoneOffsets.ts';
import type { Loadable } from '../../lib/loading/loadable.ts';
import { dayAndNext, openNowAt, openNowWindows, type OpenNowLine } from '../../lib/playground/openNow.ts';
import { shownLineAttribute } from '../../lib/playground/openNowLine.ts';
import type { OpeningWeekDay } from '../../lib/playground/openingWeek.ts';
import type { PlaygroundTexts } from './texts.ts';
import { useZoneTime } from './useZoneTime.ts';

/**
 * The top line, up front because it is what most parents came to see: what is true at the
 * play centre's clock now ("open until 19:00", "closed now · opens tomorrow at 10:00"). Every
 * line of the day is written, stacked in one place (lib/playground/openNowLine.ts), so the
 * line changes on the minute without moving the page; before the clock is read (the build,
 * the first render, no scripts) the day's hours show, which are true all day.
 */
export default function Today({
  part,
  texts,
  locale,
  zone,
}: {
  part: Loadable<OpeningWeekDay[]>;
  texts: PlaygroundTexts;
  locale: string;
  zone: ZoneOffsets | undefined;
}) {
  const now = useZoneTime(site.country.timeZone, zone);
  const week = part.status === 'ready' ? part.value : [];
  const today = week.find((day) => day.isToday);
  const date = now?.date ?? today?.date;
  const windows = date ? openNowWindows(...dayAndNext(week, date)) : [];
  const current = now && openNowAt(week, now);
  const hours =
    today?.state === 'open'
      ? fill(texts.openToday, {
          hours: today.spans.map((span) => clockRange(span.from, span.to, locale)).join(', '),
        })
      : today?.state === 'closed'
        ? texts.closedToday
        : texts.todayUnknown;
  const shown = (on: boolean) => (on ? { [shownLineAttribute]: '' } : {});
  return (
    <p className="playground__open-today" data-open-day={date} data-testid="open-today">
      <span className="playground__open-line" {...shown(!current)}>
        {hours}
      </span>
      {windows.map((window) => (
        <span
          key={window.from}
          className={`playground__open-line${window.line.kind === 'openUntil' ? ' playground__open-line--open' : ''}`}
          data-open-from={window.from}
          data-open-until={window.until}
          {...shown(window.from === current?.from)}
        >
          {openNowWords(window.line, texts, locale)}
        </span>
      ))}
      {/* Never shown: the longest lines any day can have, so the line's place is the same on
          every day and a page drawn again for another day moves nothing below it. */}
      {sizingLines.map((line) => (
        <span key={line.kind} className="playground__open-line" aria-hidden="true">
          {openNowWords(line, texts, locale)}
        </span>
      ))}
    </p>
  );
}

const sizingLines: OpenNowLine[] = [{ kind: 'closedNowOpensTomorrow', time: '10:00' }, { kind: 'unknown' }];

/** The line in the page's words, its time written by `Intl` in the page's language. */
function openNowWords(line: OpenNowLine, texts: PlaygroundTexts, locale: string): string {
  switch (line.kind) {
    case 'opensAt':
      return fill(texts.opensAt, { time: clockTime(line.time, locale) });
    case 'openUntil':
      return fill(texts.openUntil, { time: clockTime(line.time, locale) });
    case 'closedNowOpensTomorrow':
      return fill(texts.closedNowOpensTomorrow, { time: clockTime(line.time, locale) });
    case 'closedNow':
      return texts.closedNow;
    case 'closedToday':
      return texts.closedToday;
    case 'unknown':
      return texts.todayUnknown;
  }
}

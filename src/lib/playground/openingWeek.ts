import { dateFormat } from './intlCache.ts';
import { addDays } from '../dates/calendarDay.ts';
import type { OpeningHoursDay } from '../api/types/openingHours.ts';

/** How many days the page shows: today and the next six. */
export const openingWeekDays = 7;

export interface OpeningWeekDay {
  date: string;
  isToday: boolean;
  /** `closed`: closed all day; `open`: spans below; `unknown`: the reply had no such day. */
  state: 'open' | 'closed' | 'unknown';
  spans: { from: string; to: string }[];
  comment: string | null;
}

/**
 * Seven days from `today`, each with its hours from `days` (matched by date, whatever order or
 * extra days the reply has). A day marked closed, or open with no usable span, shows as closed.
 */
export function openingWeek(days: readonly OpeningHoursDay[], today: string): OpeningWeekDay[] {
  const byDate = new Map(days.map((day) => [day.date?.slice(0, 10), day]));
  return Array.from({ length: openingWeekDays }, (_, index) => {
    const date = addDays(today, index);
    const day = byDate.get(date);
    const spans = (day?.open ?? []).flatMap((span) =>
      span.from && span.to ? [{ from: span.from.slice(0, 5), to: span.to.slice(0, 5) }] : [],
    );
    const state = !day ? 'unknown' : day.isClosed || spans.length === 0 ? 'closed' : 'open';
    return {
      date,
      isToday: index === 0,
      state,
      spans: state === 'open' ? spans : [],
      comment: day?.comment?.trim() || null,
    };
  });
}

/** A calendar date (`YYYY-MM-DD…`) written out in full, e.g. "6 december 2026". */
export function longDate(date: string, locale: string): string {
  return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 10)}T12:00:00Z`),
  );
}

/** A weekday and date as a person reads them, e.g. "tisdag 24 nov." (the date is a calendar day). */
export function dayLabel(date: string, locale: string): { weekday: string; date: string } {
  const instant = new Date(`${date}T12:00:00Z`);
  return {
    weekday: dateFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(instant),
    date: dateFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(instant),
  };
}

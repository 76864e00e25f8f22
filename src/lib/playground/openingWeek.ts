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

import type { CalendarEvent } from '../calendar/ics.ts';
import type { CalendarDay } from '../dates/calendarDay.ts';
import { instantInZone, minutesOfDay } from '../dates/zoneInstant.ts';
import { addressLine, type BookedPlace } from './bookedPlace.ts';
import { occasionDays } from './occasionDays.ts';

/** What the calendar's events say beyond the booked place: whose place and where the site is. */
export interface SessionEventOptions {
  /** The play centre's time zone (the country table's), in which the group's times are given. */
  timeZone: string;
  /** This site's host name, which makes each event's UID unique beyond our own. */
  host: string;
}

/**
 * One calendar event per session of the booked place, at the age group's start and end time on
 * the play centre's clock, named after the class and the child, at the play centre's address.
 * None when the group has no times: an event without its hour would mislead.
 */
export function sessionEvents(place: BookedPlace, options: SessionEventOptions): CalendarEvent[] {
  const from = minutesOfDay(place.group.classStartTime);
  const to = minutesOfDay(place.group.classEndTime);
  if (from === null || to === null || to <= from) return [];
  const name = place.childClass.name ?? place.group.name ?? '';
  const child = place.child.firstName;
  const summary = child ? `${name} (${child})` : name;
  const location = [place.playground.name, addressLine(place.playground)].filter(Boolean).join(', ');
  return occasionDays(place.childClass).map((day: CalendarDay, index) => ({
    uid: `${place.orderReference}-${index + 1}@${options.host}`,
    start: instantInZone(options.timeZone, day, from),
    end: instantInZone(options.timeZone, day, to),
    summary,
    location,
  }));
}

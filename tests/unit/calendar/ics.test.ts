import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar, utcDateTime } from '../../../src/lib/calendar/ics.ts';
import type { BookedPlace } from '../../../src/lib/childClassBooking/bookedPlace.ts';
import { sessionEvents } from '../../../src/lib/childClassBooking/sessionEvents.ts';

/** A weekly term of four Monday sessions, two before and two after summer time ends (25 October 2026). */
function place(overrides: Partial<BookedPlace['playground']> = {}): BookedPlace {
  return {
    orderReference: 'CC-2026-100001',
    child: { firstName: 'Vera', lastName: 'Ek' },
    childClass: {
      name: 'SportKidz – hösttermin; grupp A, inne',
      classType: 'SportKidz',
      isTrialClass: false,
      occasions: 4,
      firstOccasionDate: '2026-10-12T00:00:00.000Z',
      price: { priceIncVat: 1450, regularPriceIncVat: 1450, validToDate: null },
    },
    group: { name: '3–4 år', minAge: 3, maxAge: 4, classStartTime: '09:30', classEndTime: '10:15:00' },
    playground: {
      name: 'Play Centre Mölndal',
      slug: 'molndal',
      address: 'Kvarnbygatan 12',
      postalcode: '431 34',
      city: 'Mölndal',
      ...overrides,
    },
  };
}

const stamp = new Date('2026-11-30T00:10:00Z');

function calendarOf(timeZone: string): string {
  return icsCalendar(sessionEvents(place(), { timeZone, host: 'playcentre.se' }), {
    productId: '-//Play Centre//Booking//EN',
    stamp,
  });
}

/** The file as a calendar program reads it: each event's fields, its times as instants. */
function parsed(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      stamp: vevent.getFirstPropertyValue('dtstamp')?.toString(),
    };
  });
}

/** An instant as the play centre's clock shows it. */
const wallClock = (timeZone: string, instant: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);

describe(icsCalendar, () => {
  it.each([
    ['Europe/Stockholm', ['07:30', '07:30', '08:30', '08:30']],
    ['Europe/Helsinki', ['06:30', '06:30', '07:30', '07:30']],
  ] as const)(
    'should give one event per weekly session at the group’s time in %s, across the end of summer time',
    (timeZone, utcStarts) => {
      const events = parsed(calendarOf(timeZone));
      expect(events).toHaveLength(4);
      const days = ['2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02'];
      for (const [index, event] of events.entries()) {
        expect(wallClock(timeZone, event.start)).toBe(`${days[index]} 09:30`);
        expect(wallClock(timeZone, event.end)).toBe(`${days[index]} 10:15`);
        expect(event.start.toISOString()).toBe(`${days[index]}T${utcStarts[index]}:00.000Z`);
        expect(event.summary).toBe('SportKidz – hösttermin; grupp A, inne (Vera)');
        expect(event.location).toBe('Play Centre Mölndal, Kvarnbygatan 12, 431 34 Mölndal');
        expect(event.uid).toBe(`CC-2026-100001-${index + 1}@playcentre.se`);
        expect(event.stamp).toBe('2026-11-30T00:10:00Z');
      }
    },
  );

  it('should end every line in CRLF, fold none past 75 octets and escape text', () => {
    const text = calendarOf('Europe/Stockholm');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const encoder = new TextEncoder();
    for (const line of text.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toContain('SUMMARY:SportKidz – hösttermin\\; grupp A\\, inne (Vera)');
  });

  it('should give no events for a group without times', () => {
    const untimed = { ...place(), group: { ...place().group, classStartTime: null } };
    expect(sessionEvents(untimed, { timeZone: 'Europe/Stockholm', host: 'x' })).toEqual([]);
  });
});

describe(escapeText, () => {
  it('should escape backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe(foldLine, () => {
  it('should fold after 75 octets with a space, never inside a character, and unfold to the same line', () => {
    const line = `LOCATION:${'å'.repeat(60)}`;
    const folded = foldLine(line);
    const encoder = new TextEncoder();
    for (const part of folded.split('\r\n')) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((part) => part.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('should leave a short line as it is', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});

describe(utcDateTime, () => {
  it('should write an instant in UTC without separators', () => {
    expect(utcDateTime(new Date('2026-12-14T08:30:00.000Z'))).toBe('20261214T083000Z');
  });
});

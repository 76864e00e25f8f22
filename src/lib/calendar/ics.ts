/**
 * A calendar file (iCalendar, RFC 5545) of a few events, written in the browser from what a page
 * already knows: no library, since a page needs only this much of the format. Times are UTC
 * (`…Z`), worked out from the play centre's own clock by the caller, so no time zone
 * definition (VTIMEZONE) has to travel with them and every calendar shows them in its own.
 */

/** One event: a session of a class, say. */
export interface CalendarEvent {
  /** Unique and stable for this event, so importing the file twice updates rather than doubles it. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
}

export interface CalendarOptions {
  /** Who wrote the file (PRODID), e.g. `-//Play Centre//Booking//EN`. */
  productId: string;
  /** When the file was written (DTSTAMP). */
  stamp: Date;
}

/** RFC 5545 §3.1: lines end in CRLF and are folded to at most 75 octets. */
const lineEnd = '\r\n';
const octetsPerLine = 75;

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, every line break as `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * A content line folded (§3.1): after every 75 octets of UTF-8, a line break and one space
 * (which counts towards the next line's 75), never inside a character.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > octetsPerLine) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(lineEnd);
}

/** A UTC DATE-TIME (§3.3.5, form 2), e.g. `20261214T083000Z`. */
export function utcDateTime(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The calendar file's text, one VEVENT per event, in order. */
export function icsCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const stamp = utcDateTime(options.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utcDateTime(event.start)}`,
      `DTEND:${utcDateTime(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(lineEnd) + lineEnd;
}

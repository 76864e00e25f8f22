/**
 * How a page writes the dates, clock times and numbers a parent reads: through `Intl`, in the
 * page's locale (`localeTag`: `fi-FI`, `en-DK`), never by hand. Finnish then reads "9.30" and
 * Swedish "09:30", and a percentage keeps its sign on the line (Swedish "60 %" joins them with
 * a no-break space). A word before or after a time ("kl.", "klo", "Uhr") is the text's, not ours.
 * Formatters are made once per locale and options: building one costs far more than using it,
 * and the play-centre page formats a week of days and every class's times, dates and prices.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The format kept for this locale and these options, made on first use. */
function kept<Options, Format>(
  formats: Map<string, Format>,
  locale: string,
  options: Options,
  make: (locale: string, options: Options) => Format,
): Format {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make(locale, options);
    formats.set(key, format);
  }
  return format;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateFormats, locale, options, (...made) => new Intl.DateTimeFormat(...made));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numberFormats, locale, options, (...made) => new Intl.NumberFormat(...made));
}

/** Noon UTC of a calendar day (`YYYY-MM-DD…`): formatted in UTC, it is that day everywhere. */
const noonOf = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00Z`);

/** A calendar date (`YYYY-MM-DD…`) written out in full, e.g. "6 december 2026", "6. joulukuuta 2026". */
export function longDate(date: string, locale: string): string {
  return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    noonOf(date),
  );
}

/** A calendar date with its weekday, e.g. "måndag 14 december 2026", "Monday 14 December 2026". */
export function weekdayDate(date: string, locale: string): string {
  return dateFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noonOf(date));
}

/** A weekday and date as a person reads them, e.g. "tisdag" and "24 november". */
export function dayLabel(date: string, locale: string): { weekday: string; date: string } {
  const instant = noonOf(date);
  return {
    weekday: dateFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(instant),
    date: dateFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(instant),
  };
}

/**
 * The day a date field's example shows: its day above 12, so no reader can take it for the
 * month, whichever order the locale writes.
 */
const exampleDay = '2019-05-24';

/** A date as the locale writes it in digits, e.g. "2019-05-24", "24.5.2019", "24/05/2019". */
export function numericDate(date: string, locale: string): string {
  return dateFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    noonOf(date),
  );
}

/** The example a date field's problem gives, in the page's own way of writing a date. */
export function exampleDate(locale: string): string {
  return numericDate(exampleDay, locale);
}

const wallClock = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A wall-clock time as the API sends it (`HH:mm` or `HH:mm:ss`, no time zone) as an instant on
 * 1 January 1970 UTC, for a formatter in `timeZone: 'UTC'`; `midnightEnd` for "24:00", a
 * closing time at midnight. Null for anything that is no time of day.
 */
function wallClockOf(time: string): { instant: Date; midnightEnd: boolean } | null {
  const match = wallClock.exec(time.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  const midnightEnd = hours === 24 && minutes === 0;
  if (!match || minutes > 59 || (hours > 23 && !midnightEnd)) return null;
  return { instant: new Date(Date.UTC(1970, 0, 1, midnightEnd ? 0 : hours, minutes)), midnightEnd };
}

const timeFormat = (locale: string) => dateFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });

/**
 * A wall-clock time as the API sends it written as the locale writes a time: "09:30" in
 * Swedish, "9.30" in Finnish, "09.30" in Danish. "24:00" stays 24 o'clock. Anything else is
 * shown as it came.
 */
export function clockTime(time: string, locale: string): string {
  const clock = wallClockOf(time);
  if (!clock) return time.trim();
  const written = timeFormat(locale).format(clock.instant);
  return clock.midnightEnd ? written.replace(/^0?0/, '24') : written;
}

/**
 * Opening and closing time as the locale writes a span of the day: "10:00–19:00" in Swedish,
 * "10.00–19.00" in Finnish, "10:00–19:00 Uhr" in German. A span the formatter cannot write (a
 * time kept as it came, a close at 24:00, an end before its start) is joined with a dash.
 */
export function clockRange(from: string, to: string, locale: string): string {
  const start = wallClockOf(from);
  const end = wallClockOf(to);
  if (!start || !end || start.midnightEnd || end.midnightEnd || end.instant < start.instant) {
    return `${clockTime(from, locale)}–${clockTime(to, locale)}`;
  }
  return timeFormat(locale).formatRange(start.instant, end.instant);
}

/**
 * A whole percentage (0–100) as the page's language writes it: Swedish "60 %" (a no-break
 * space), English "60%". By the language alone: CLDR gives English in Sweden, Denmark, Finland,
 * Norway and Germany the country's "60 %", which an English sentence reads as a stray space.
 */
export function percentage(value: number, locale: string): string {
  return numberFormat(new Intl.Locale(locale).language, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(value / 100);
}

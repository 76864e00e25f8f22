import type { OpeningHoursDay } from '../../../src/lib/api/types/openingHours.ts';
import type { CountryCode } from '../shared/origins.ts';

type Span = [from: string, to: string];

/** Weekly hours, Sunday first (as Date#getUTCDay counts). */
const week: Span[] = [
  ['10:00', '18:00'],
  ['10:00', '19:00'],
  ['10:00', '19:00'],
  ['10:00', '19:00'],
  ['10:00', '19:00'],
  ['10:00', '20:00'],
  ['09:00', '19:00'],
];

/** Days that differ from the week, by `MM-DD`: closed (null) or other hours, with a comment. */
const holidays: Record<CountryCode, Record<string, [Span | null, string]>> = {
  se: {
    '12-24': [null, 'Julafton – stängt'],
    '12-25': [null, 'Juldagen – stängt'],
    '12-31': [['10:00', '16:00'], 'Nyårsafton'],
    '01-01': [['12:00', '18:00'], 'Nyårsdagen'],
  },
  no: {
    '12-24': [null, 'Julaften – stengt'],
    '12-25': [null, '1. juledag – stengt'],
    '12-31': [['10:00', '15:00'], 'Nyttårsaften'],
    '05-17': [['12:00', '19:00'], 'Grunnlovsdagen'],
  },
  dk: {
    '12-24': [null, 'Juleaften – lukket'],
    '12-25': [null, 'Juledag – lukket'],
    '12-31': [['10:00', '15:00'], 'Nytårsaften'],
    '06-05': [['10:00', '16:00'], 'Grundlovsdag'],
  },
  fi: {
    '12-24': [null, 'Jouluaatto – suljettu'],
    '12-25': [null, 'Joulupäivä – suljettu'],
    '12-06': [['12:00', '18:00'], 'Itsenäisyyspäivä'],
    '12-31': [['10:00', '16:00'], 'Uudenvuodenaatto'],
  },
  de: {
    '12-24': [null, 'Heiligabend – geschlossen'],
    '12-25': [null, '1. Weihnachtstag – geschlossen'],
    '12-31': [['10:00', '15:00'], 'Silvester'],
    '10-03': [['10:00', '19:00'], 'Tag der Deutschen Einheit'],
  },
};

/** Days of one play centre that differ from the week and its country's holidays, by `YYYY-MM-DD`. */
export type OpeningExceptions = Record<string, [Span | null, string]>;

/**
 * One day of one play centre as a test set it (`PUT /__control/opening-hours/…`), answered as
 * it is, before its own days and the holidays. By `YYYY-MM-DD`.
 */
export type OpeningOverrides = Record<string, Omit<OpeningHoursDay, 'date'>>;

/** A closed day and an evening opening, with comments in the country's language. */
const featuredDays: Record<CountryCode, [closed: string, evening: string]> = {
  se: ['Stängt för underhåll', 'Kvällsöppet för hela familjen'],
  no: ['Stengt for vedlikehold', 'Kveldsåpent for hele familien'],
  dk: ['Lukket på grund af vedligeholdelse', 'Aftenåbent for hele familien'],
  fi: ['Suljettu huoltotöiden vuoksi', 'Ilta-aukiolo koko perheelle'],
  de: ['Wegen Wartungsarbeiten geschlossen', 'Abendöffnung für die ganze Familie'],
};

/**
 * The featured play centre's own days, relative to `now`, so the coming week always holds a
 * closed day (in two days) and a day with other hours and a comment (in four days).
 */
export function featuredOpeningExceptions(country: CountryCode, now: Date): OpeningExceptions {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const [closed, evening] = featuredDays[country];
  return { [day(2)]: [null, closed], [day(4)]: [['10:00', '21:00'], evening] };
}

/** The longest range one overview may cover; the real API refuses more too. */
export const maxOverviewDays = 93;

/**
 * Opening hours of a play centre in `country` for every day from `from` to `to` (`YYYY-MM-DD`):
 * a day a test set (`overrides`) as it is, else its own `exceptions` before the country's
 * holidays, else the week.
 */
export function openingHours(
  country: CountryCode,
  from: string,
  to: string,
  exceptions: OpeningExceptions = {},
  overrides: OpeningOverrides = {},
): OpeningHoursDay[] {
  const days: OpeningHoursDay[] = [];
  for (
    let time = Date.parse(`${from}T00:00:00Z`);
    time <= Date.parse(`${to}T00:00:00Z`);
    time += 86_400_000
  ) {
    const date = new Date(time);
    const iso = date.toISOString().slice(0, 10);
    const override = overrides[iso];
    if (override) {
      days.push({ date: iso, ...structuredClone(override) });
      continue;
    }
    const holiday = exceptions[iso] ?? holidays[country][iso.slice(5)];
    const span = holiday ? holiday[0] : week[date.getUTCDay()];
    days.push({
      date: iso,
      open: span ? [{ from: span[0], to: span[1] }] : [],
      isClosed: span === null || span === undefined,
      comment: holiday?.[1] ?? null,
    });
  }
  return days;
}

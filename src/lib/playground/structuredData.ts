import type {
  AmusementPark,
  AmusementParkLeaf,
  DayOfWeek,
  OpeningHoursSpecificationLeaf,
  PostalAddressLeaf,
  WithContext,
} from 'schema-dts';
import { dayOfWeek } from '../dates/calendarDay.ts';
import { entityOfPage } from '../structuredData/page.ts';
import type { OpeningWeekDay } from './openingWeek.ts';

/**
 * The play-centre page's structured data: schema.org JSON-LD that lets a search engine show the
 * centre's address, phone and this week's hours. Typed with schema-dts's leaf types, so a
 * misspelt or invented property is a type error here; the build checks the emitted text against
 * the same vocabulary (scripts/lib/schemaVocabulary.ts).
 */

export interface PlaygroundFacts {
  name: string;
  /** Absolute canonical URL of the page. */
  url: string;
  streetAddress: string | null;
  postalCode: string | null;
  locality: string | null;
  /** ISO 3166-1 alpha-2, e.g. 'SE'. */
  countryCode: string;
  telephone: string | null;
  /** https map link, or null. */
  mapUrl: string | null;
  /** Absolute image URLs. */
  images: string[];
  /** BCP 47 language of the page, e.g. 'sv' */
  language: string;
  week: OpeningWeekDay[];
}

/** Indexed by `Date#getUTCDay`, Sunday first. */
const weekdays: DayOfWeek[] = [
  'https://schema.org/Sunday',
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
];

/** A fact worth stating: search engines read `null` or `""` as a value, not as "not known". */
function stated(text: string | null): text is string {
  return text !== null && text.trim() !== '';
}

/**
 * Each day's hours, dated, rather than a weekly pattern: the API gives this week only, and a
 * holiday must not read as every such weekday's hours. A closed day is opens = closes = 00:00,
 * the form Google documents for "closed all day"; a day the API did not give is left out.
 */
function openingHours(week: readonly OpeningWeekDay[]): OpeningHoursSpecificationLeaf[] {
  return week.flatMap((day) => {
    const spans =
      day.state === 'open' ? day.spans : day.state === 'closed' ? [{ from: '00:00', to: '00:00' }] : [];
    return spans.map((span): OpeningHoursSpecificationLeaf => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: weekdays[dayOfWeek(day.date)]!,
      opens: span.from,
      closes: span.to,
      validFrom: day.date,
      validThrough: day.date,
    }));
  });
}

export function playgroundStructuredData(facts: PlaygroundFacts): WithContext<AmusementPark> {
  const address: PostalAddressLeaf = { '@type': 'PostalAddress', addressCountry: facts.countryCode };
  if (stated(facts.streetAddress)) address.streetAddress = facts.streetAddress.trim();
  if (stated(facts.postalCode)) address.postalCode = facts.postalCode.trim();
  if (stated(facts.locality)) address.addressLocality = facts.locality.trim();

  const park: WithContext<AmusementParkLeaf> = {
    ...entityOfPage(facts.name, facts.url, facts.language),
    '@type': 'AmusementPark',
    address,
  };
  if (stated(facts.telephone)) park.telephone = facts.telephone.trim();
  if (stated(facts.mapUrl)) park.hasMap = facts.mapUrl;
  if (facts.images.length > 0) park.image = facts.images;
  const hours = openingHours(facts.week);
  if (hours.length > 0) park.openingHoursSpecification = hours;
  return park;
}

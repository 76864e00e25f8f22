import type { Language } from './languages.ts';

/**
 * The one table of countries. Pages, redirects, Functions, sign-in and deployment all derive
 * from it; adding a country starts here (see README, "Add a country").
 */
export const countryCodes = ['se', 'no', 'dk', 'fi', 'de'] as const;

export type CountryCode = (typeof countryCodes)[number];

export interface Country {
  code: CountryCode;
  /** Slug used by the main API and by playground addresses; `sweden` is the fallback. */
  slug: 'sweden' | 'norway' | 'denmark' | 'finland' | 'germany';
  /** The country's name in its own language, as the country dialog shows it. */
  nativeName: string;
  /** Flag emoji shown next to the native name. */
  flag: string;
  /** ISO 4217 currency of prices shown in this country. */
  currency: 'SEK' | 'NOK' | 'DKK' | 'EUR';
  /** IANA time zone of the play centres, used for "today" in opening hours. */
  timeZone: string;
  /** Own language first (it is the default), then English. */
  languages: readonly [Language, 'en'];
  /** Finland's play centres trade under their own name and logo. */
  logo: 'standard' | 'finland';
  /** The brand name shown in titles and the logo's accessible name. */
  brand: 'Play Centre' | 'Leikkimaa';
  /** Top-level domain of the country's production and staging hosts. */
  domain: string;
  /**
   * Whether the country's law wants an imprint reachable from every page (Germany: DDG §5,
   * the Impressum); its content links must then have one (the build fails without it).
   */
  imprintRequired: boolean;
  /**
   * Whether a paid booking's button must say that it obliges to pay (Germany: BGB §312j,
   * "zahlungspflichtig buchen"); elsewhere it names the price.
   */
  paidButtonObliges: boolean;
  /**
   * Whether the country's law wants "including VAT" beside every price a consumer sees
   * (Germany: PAngV §3, "inkl. MwSt."): on the shelf, the article page, the order's summary and
   * the receipt. Prices include VAT everywhere; elsewhere the receipt alone says nothing more.
   */
  vatBesidePrices: boolean;
  /**
   * A mobile number as the country writes it, without its calling code: the example a phone
   * field gives on this country's pages, in its own language and in English.
   */
  mobileExample: string;
}

export const countries: Record<CountryCode, Country> = {
  se: {
    code: 'se',
    slug: 'sweden',
    nativeName: 'Sverige',
    flag: '🇸🇪',
    currency: 'SEK',
    timeZone: 'Europe/Stockholm',
    languages: ['sv', 'en'],
    logo: 'standard',
    brand: 'Play Centre',
    domain: 'playcentre.se',
    imprintRequired: false,
    paidButtonObliges: false,
    vatBesidePrices: false,
    mobileExample: '70 123 45 67',
  },
  no: {
    code: 'no',
    slug: 'norway',
    nativeName: 'Norge',
    flag: '🇳🇴',
    currency: 'NOK',
    timeZone: 'Europe/Oslo',
    languages: ['nb', 'en'],
    logo: 'standard',
    brand: 'Play Centre',
    domain: 'playcentre.no',
    imprintRequired: false,
    paidButtonObliges: false,
    vatBesidePrices: false,
    mobileExample: '912 34 567',
  },
  dk: {
    code: 'dk',
    slug: 'denmark',
    nativeName: 'Danmark',
    flag: '🇩🇰',
    currency: 'DKK',
    timeZone: 'Europe/Copenhagen',
    languages: ['da', 'en'],
    logo: 'standard',
    brand: 'Play Centre',
    domain: 'playcentre.dk',
    imprintRequired: false,
    paidButtonObliges: false,
    vatBesidePrices: false,
    mobileExample: '20 12 34 56',
  },
  fi: {
    code: 'fi',
    slug: 'finland',
    nativeName: 'Suomi',
    flag: '🇫🇮',
    currency: 'EUR',
    timeZone: 'Europe/Helsinki',
    languages: ['fi', 'en'],
    logo: 'finland',
    brand: 'Leikkimaa',
    domain: 'playcentre.fi',
    imprintRequired: false,
    paidButtonObliges: false,
    vatBesidePrices: false,
    mobileExample: '40 123 4567',
  },
  de: {
    code: 'de',
    slug: 'germany',
    nativeName: 'Deutschland',
    flag: '🇩🇪',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    languages: ['de', 'en'],
    logo: 'standard',
    brand: 'Play Centre',
    domain: 'playcentre.de',
    imprintRequired: true,
    paidButtonObliges: true,
    vatBesidePrices: true,
    mobileExample: '151 2345 6789',
  },
};

/**
 * Sweden is the default country (spec §1); its first language is the default language.
 * @internal Read by the tests and benches; the browser's fallback country slug is written out
 * (lib/playground/resolvePlayground.ts, kept equal to this by a unit test), so the table stays
 * out of the pages that need only that.
 */
export const defaultCountryCode: CountryCode = 'se';

// Marked pure so browser code that needs one helper below does not carry the whole table.
export const countryList: readonly Country[] = /* @__PURE__ */ countryCodes.map((code) => countries[code]);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (countryCodes as readonly string[]).includes(value);
}

/** The default language of a country is its first configured one (spec §9). */
export function defaultLanguageOf(country: Country): Language {
  return country.languages[0];
}

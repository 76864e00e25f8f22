import type { Language } from './languages.ts';

/**
 * The pages this product renders itself (everything else under /profile/{lang}/ is a legacy
 * redirect, see redirects/). Path names are translated per language (spec §2); the English
 * slug is the canonical one and keeps working in every language, because e-mails and old
 * links use it.
 */
export type TopBar = 'Grass' | 'Balloons' | 'Video';

export interface PageStyle {
  /** Decoration of the top bar; Balloons replaces Grass when the visit comes from party booking. */
  topBar: TopBar;
  /** Whether the footer (sign-in, country and language switch) is shown. */
  footer: boolean;
}

export interface PageRoute {
  /** Path below /profile/{lang}/, per language. */
  slugs: Record<Language, string>;
  style: PageStyle;
  /** Error and one-off pages are kept out of search results. */
  indexable: boolean;
  /**
   * Behind the login guard (spec §5): a signed-out visitor is sent to login. Scans and
   * benches that load pages as a first visit measure these signed in, in their own specs.
   */
  signedInOnly?: true;
  /**
   * One of the pages of signing in (sign-in, check your inbox, reset password, registration):
   * the header and the menu offer no sign-in link there, which would lead where the parent is.
   */
  signInFlow?: true;
  /**
   * A page below one item of a folder page: `{that page's folder}/{itemSlug}/{slug}/{id}`
   * (booking a class below its play centre). `pagePath` names no real page for it.
   */
  below?: 'playground';
  /**
   * The item's id follows the kind of shop article it is (`{slug}/{kindSlug}/{id}`, kind slugs in
   * config/shopKinds.ts): a gift card, a pass or a serial ticket, each sold and followed alike.
   */
  kindSegment?: true;
}

export const pageRoutes = {
  notFound: {
    slugs: { sv: '404', en: '404', da: '404', nb: '404', fi: '404', de: '404' },
    style: { topBar: 'Grass', footer: true },
    indexable: false,
  },
  error: {
    slugs: { sv: 'fel', en: 'error', da: 'fejl', nb: 'feil', fi: 'virhe', de: 'fehler' },
    style: { topBar: 'Grass', footer: true },
    indexable: false,
  },
  /**
   * `?userId=&code=` from the confirmation e-mail, which links the canonical slug. One task,
   * opened from a mail in the parent's language, so no footer (spec §2: the page style hides
   * it); its sign-in island would also cost the page's first visit 0.9 kB of its budget.
   */
  emailConfirmation: {
    slugs: {
      sv: 'bekrafta-epost',
      en: 'email-confirmation',
      da: 'bekraeft-email',
      nb: 'bekreft-epost',
      fi: 'vahvista-sahkoposti',
      de: 'email-bestaetigen',
    },
    style: { topBar: 'Grass', footer: false },
    indexable: false,
  },
  /** `?intent=&origin=&continuePath=`; a focused flow after registering, so no footer. */
  onboarding: {
    slugs: {
      sv: 'valkommen',
      en: 'onboarding',
      da: 'velkommen',
      nb: 'velkommen',
      fi: 'tervetuloa',
      de: 'willkommen',
    },
    style: { topBar: 'Grass', footer: false },
    indexable: false,
    signedInOnly: true,
  },
  /**
   * Signing in (spec §4): the identity service's `/authorize` sends a browser without its
   * cookie here with `?returnUrl=`; intent, origin and continuePath ride along. A focused
   * task for a signed-out visitor, so no footer (it would offer sign-in on the sign-in page).
   */
  signIn: {
    slugs: {
      sv: 'logga-in',
      en: 'sign-in',
      da: 'log-ind',
      nb: 'logg-inn',
      fi: 'kirjaudu',
      de: 'anmelden',
    },
    style: { topBar: 'Grass', footer: false },
    indexable: false,
    signInFlow: true,
  },
  /** "Check your inbox" after asking for a reset link; carries the return state onward. */
  forgotPasswordSent: {
    slugs: {
      sv: 'kolla-inkorgen',
      en: 'check-your-inbox',
      da: 'tjek-indbakken',
      nb: 'sjekk-innboksen',
      fi: 'tarkista-saapuneet',
      de: 'posteingang-pruefen',
    },
    style: { topBar: 'Grass', footer: false },
    indexable: false,
    signInFlow: true,
  },
  /**
   * `?userId=&code=` from the reset e-mail. Opening it spends nothing; only the POST with the
   * new password uses the code, so mail scanners that fetch every link cannot spend it.
   */
  resetPassword: {
    slugs: {
      sv: 'nytt-losenord',
      en: 'reset-password',
      da: 'nyt-kodeord',
      nb: 'nytt-passord',
      fi: 'uusi-salasana',
      de: 'neues-passwort',
    },
    style: { topBar: 'Grass', footer: false },
    indexable: false,
    signInFlow: true,
  },
  /**
   * Registration: from the sign-in page's e-mail step (`?email=` when the status check said
   * Signup) or its "Create account" link, with intent, origin, continuePath and returnUrl
   * carried along. A focused task for a signed-out visitor, so no footer.
   */
  register: {
    slugs: {
      sv: 'skapa-konto',
      en: 'create-account',
      da: 'opret-konto',
      nb: 'opprett-konto',
      fi: 'luo-tili',
      de: 'konto-erstellen',
    },
    style: { topBar: 'Grass', footer: false },
    indexable: false,
    signInFlow: true,
  },
  /**
   * One play centre: `/profile/{lang}/{slug}/{playgroundSlug}`; the slug here is the
   * folder that holds every play centre of the country.
   */
  playground: {
    slugs: {
      sv: 'lekland',
      en: 'play-centres',
      da: 'legeland',
      nb: 'lekeland',
      fi: 'leikkimaat',
      de: 'spielparks',
    },
    style: { topBar: 'Grass', footer: true },
    indexable: true,
  },
  /**
   * Every play centre of the country, by region, to find one: the play centres' folder itself
   * (`/profile/{lang}/{slug}`), so its slugs are `playground`'s, written out as every page's are
   * (the build keeps each country's languages of these literals; a test holds the two alike).
   */
  playgroundFinder: {
    slugs: {
      sv: 'lekland',
      en: 'play-centres',
      da: 'legeland',
      nb: 'lekeland',
      fi: 'leikkimaat',
      de: 'spielparks',
    },
    style: { topBar: 'Grass', footer: true },
    indexable: true,
  },
  /**
   * Booking a place in one age group of a class at a play centre:
   * `/profile/{lang}/{play-centre folder}/{playgroundSlug}/{slug}/{ageGroupId}`.
   */
  childClassBooking: {
    slugs: { sv: 'boka', en: 'book', da: 'book', nb: 'bestill', fi: 'varaa', de: 'buchen' },
    style: { topBar: 'Grass', footer: true },
    indexable: false,
    below: 'playground',
  },
  /** `?bookingId=&orderReference=`: what a booked class costs and how to pay it. */
  childClassBookingConfirmation: {
    slugs: {
      sv: 'bokningsbekraftelse',
      en: 'booking-confirmation',
      da: 'bookingbekraeftelse',
      nb: 'bestillingsbekreftelse',
      fi: 'varausvahvistus',
      de: 'buchungsbestaetigung',
    },
    style: { topBar: 'Grass', footer: true },
    indexable: false,
  },
  /**
   * One article of a play centre's shop, to read in full and buy:
   * `/profile/{lang}/{play-centre folder}/{playgroundSlug}/{slug}/{kindSlug}/{articleId}`.
   */
  shopArticle: {
    slugs: { sv: 'butik', en: 'shop', da: 'butik', nb: 'butikk', fi: 'kauppa', de: 'shop' },
    style: { topBar: 'Grass', footer: true },
    indexable: false,
    below: 'playground',
    kindSegment: true,
  },
  /**
   * Following one order until it is paid: `/profile/{lang}/{slug}/{kindSlug}/{orderReference}`,
   * where the payment pages send the parent back to.
   */
  shopOrder: {
    slugs: { sv: 'bestallning', en: 'order', da: 'bestilling', nb: 'kjop', fi: 'tilaus', de: 'bestellung' },
    style: { topBar: 'Grass', footer: true },
    indexable: false,
    kindSegment: true,
  },
  /**
   * Redeeming a pass or a serial ticket someone else paid for, from links in e-mails and on the
   * main site: `/profile/{lang}/{slug}/{kindSlug}/{articleId}`.
   */
  shopRedeem: {
    slugs: { sv: 'los-in', en: 'redeem', da: 'indlos', nb: 'los-inn', fi: 'lunasta', de: 'einloesen' },
    style: { topBar: 'Grass', footer: true },
    indexable: false,
    kindSegment: true,
  },
} as const satisfies Record<string, PageRoute>;

export type PageId = keyof typeof pageRoutes;

/** The root of one language's profile area, e.g. `/profile/sv`: every path of ours starts here. */
export function languageRoot(language: Language): string {
  return `/profile/${language}`;
}

/** Path of a page below the site root, e.g. `/profile/sv/fel`. */
export function pagePath(page: PageId, language: Language): string {
  return `${languageRoot(language)}/${pageRoutes[page].slugs[language]}`;
}

/**
 * Path of a page with its canonical (English) slug in any language, e.g. `/profile/sv/onboarding`:
 * the address e-mails and old links use, which the site moves to `pagePath` (redirects/siteRules.ts).
 */
export function canonicalPagePath(page: PageId, language: Language): string {
  return `${languageRoot(language)}/${canonicalSlug(page)}`;
}

/**
 * Pages whose slug is a folder with one page per item below it (`{folder}/{itemSlug}`). The
 * folder itself is no page and answers 404, but for the play centres' folder, which is the
 * finder (`playgroundFinder`).
 */
export const folderPages: readonly PageId[] = ['playground', 'shopOrder', 'shopRedeem'];

/** Path of one play centre's page, e.g. `/profile/sv/lekland/barkarby`. */
export function playgroundPath(language: Language, playgroundSlug: string): string {
  return `${pagePath('playground', language)}/${encodeURIComponent(playgroundSlug)}`;
}

/**
 * Path of the booking page of one age group of a class at a play centre, e.g.
 * `/profile/sv/lekland/barkarby/boka/{ageGroupId}`.
 */
export function childClassBookingPath(
  language: Language,
  playgroundSlug: string,
  ageGroupId: string,
): string {
  return `${playgroundPath(language, playgroundSlug)}/${pageRoutes.childClassBooking.slugs[language]}/${encodeURIComponent(ageGroupId)}`;
}

/**
 * The shape of a page's addresses in one language, a star standing for each item segment:
 * `pagePath` for a page of its own, `/profile/sv/lekland/STAR` for a play centre and
 * `/profile/sv/lekland/STAR/boka/STAR` for a booking (STAR written out here, as a star and a
 * slash would end this comment). The footer's language links carry it, so the browser can put
 * the play centre and age group of the current address into the other language's
 * (lib/shell/languageSwitch.ts).
 */
export function pagePattern(page: PageId, language: Language): string {
  const route: PageRoute = pageRoutes[page];
  const item = route.kindSegment ? '/*/*' : '/*';
  if (route.below) return `${pagePattern(route.below, language)}/${route.slugs[language]}${item}`;
  return folderPages.includes(page) ? `${pagePath(page, language)}${item}` : pagePath(page, language);
}

/** The canonical (English) slug of a page, accepted in every language. */
export function canonicalSlug(page: PageId): string {
  return pageRoutes[page].slugs.en;
}

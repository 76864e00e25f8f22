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
   * A page below one item of a folder page: `{that page's folder}/{itemSlug}/{slug}/{id}`
   * (booking a class below its play centre). `pagePath` names no real page for it.
   */
  below?: 'playground';
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
} as const satisfies Record<string, PageRoute>;

export type PageId = keyof typeof pageRoutes;

/** Path of a page below the site root, e.g. `/profile/sv/fel`. */
export function pagePath(page: PageId, language: Language): string {
  return `/profile/${language}/${pageRoutes[page].slugs[language]}`;
}

/**
 * Pages whose slug is a folder with one page per item below it (`{folder}/{itemSlug}`); the
 * folder itself is no page and answers 404.
 */
export const folderPages: readonly PageId[] = ['playground'];

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

/** The canonical (English) slug of a page, accepted in every language. */
export function canonicalSlug(page: PageId): string {
  return pageRoutes[page].slugs.en;
}

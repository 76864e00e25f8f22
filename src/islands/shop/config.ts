import type { Language } from '../../config/languages.ts';
import type { Messages } from '../../i18n/index.ts';
import type { ServiceTexts } from '../../lib/errors/serviceWords.ts';
import type { ErrorTranslationKey } from '../../lib/errors/translationKey.ts';
import type { ShopMode } from '../../stores/shopArticle.ts';
import type { NotFoundTexts } from '../NotFoundView.tsx';

/** The shop's texts of the page's language. */
export type ShopTexts = Messages['shop'];

/** What a prerendered shop page (article, redeem) hands its script (`#shop-config`), decided at build time. */
export interface ShopPageConfig {
  mode: ShopMode;
  texts: ShopTexts;
  /** The spec's default error texts (errors.*, general.error-unknown), by key. */
  errors: Record<ErrorTranslationKey, string>;
  /** Our words for what the services say (i18n/serviceTexts.ts). */
  service: ServiceTexts;
  notFound: NotFoundTexts;
  language: Language;
  /** BCP 47 tag for dates and prices, e.g. `sv-SE`. */
  locale: string;
  brand: string;
  /** Whether the pay button must say that ordering obliges to pay (the country table: Germany). */
  paidButtonObliges: boolean;
  /** "incl. VAT" beside every price where the country's law wants it (Germany), else null. */
  priceNote: string | null;
  /** The account site's cards: where a bought card is kept (said before paying). */
  products: string;
  /** Marketing's terms of purchase (content links). */
  terms: string;
  /** Where the main API serves media. */
  mainApi: string;
  /** Where a parent adds a child (the account site), when a pass finds none. */
  addChildHref: string;
}

/** The play centre an article is sold at, as the page names and links it. */
export interface ShopPlace {
  name: string;
  slug: string;
}

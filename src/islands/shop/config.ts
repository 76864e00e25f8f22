import type { Language } from '../../config/languages.ts';
import type { Messages } from '../../i18n/index.ts';
import type { Seller } from '../../lib/shop/receipt.ts';
import type { ShopKind } from '../../config/shopKinds.ts';
import type { PrerenderedArticle, ShopMode } from '../../stores/articleCheckout.ts';
import type { NotFoundTexts } from '../NotFoundView.tsx';
import type { FormPageConfig } from '../forms/formPageConfig.ts';

/** The shop's texts of the page's language. */
export type ShopTexts = Messages['shop'];

/** What a prerendered shop page (article, redeem) hands its script (`#shop-config`), decided at build time. */
export interface ShopPageConfig extends FormPageConfig<ShopTexts> {
  mode: ShopMode;
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
  /** The article the build prerendered this page with; null on the one page for every other. */
  built: BuiltArticle | null;
}

/** What an article's prerendered page was built with: shown at first paint, then checked live. */
export interface BuiltArticle extends PrerenderedArticle {
  kind: ShopKind;
  /** The play centre it is sold at (the article page); null on the redeem page. */
  place: ShopPlace | null;
  /** The day the build asked the main API, in the page's words: said when the live check fails. */
  builtOn: string;
}

/** The play centre an article is sold at, as the page names and links it. */
export interface ShopPlace {
  name: string;
  slug: string;
}

/** What the prerendered order page hands its script (`#order-config`), decided at build time. */
export interface OrderPageConfig {
  texts: Pick<
    ShopTexts,
    'order' | 'buy' | 'article' | 'validity' | 'kinds' | 'account' | 'cardHome' | 'redeem' | 'steps'
  >;
  language: Language;
  locale: string;
  /** The play centres' time zone (the country table): a receipt's purchase time is theirs. */
  timeZone: string;
  /** Who sells in the country, as the build read it from the main API; null when it could not ask. */
  seller: Seller | null;
  /** "incl. VAT" beside every price where the country's law wants it (Germany), else null. */
  priceNote: string | null;
  brand: string;
  /** The account site's booking history: where a paid order shows, to check later. */
  bookingHistory: string;
  /** The account site's cards: where a pass's photo is added. */
  products: string;
  startPage: string;
  /** Where the main API serves media: the receipt shows the article's picture. */
  mainApi: string;
}

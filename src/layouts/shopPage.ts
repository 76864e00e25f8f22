import { accountSiteUrl } from '../config/destinations.ts';
import type { Language } from '../config/languages.ts';
import { site } from '../config/site.ts';
import type { ShopPageConfig } from '../islands/shop/config.ts';
import type { ShopMode } from '../stores/articleCheckout.ts';
import { contentLinks, notFoundTexts, pageLanguage } from './page.ts';

/** What the article page and the redeem page hand their script, decided at build time. */
export function shopPageConfig(params: Record<string, string | undefined>, mode: ShopMode): ShopPageConfig {
  const { language, messages, errors, service, locale } = pageLanguage(params);
  return {
    mode,
    texts: messages.shop,
    errors,
    service,
    notFound: notFoundTexts(language),
    language,
    locale,
    brand: site.country.brand,
    paidButtonObliges: site.country.paidButtonObliges,
    priceNote: site.country.vatBesidePrices ? messages.shop.vat.included : null,
    products: accountSiteUrl(site.endpoints, language, 'account/products'),
    terms: contentLinks(language as Language).terms,
    mainApi: site.endpoints.mainApi,
    addChildHref: accountSiteUrl(site.endpoints, language, 'account/children'),
  };
}

import { entityOfPage } from '../structuredData/page.ts';
import type { ItemAvailability, OfferLeaf, Product, ProductLeaf, WithContext } from 'schema-dts';

/**
 * An article page's structured data: schema.org JSON-LD of a `Product` with its `Offer`, so a
 * search engine or a link preview shows the card's price and whether it can be bought. Typed
 * with schema-dts's leaf types; the build checks the emitted text against the same vocabulary
 * (scripts/lib/schemaVocabulary.ts), as it does the play centre's.
 */
export interface ArticleFacts {
  name: string;
  /** Absolute canonical URL of the page. */
  url: string;
  description: string | null;
  /** Absolute URL of the article's picture, or null. */
  image: string | null;
  price: number | null;
  /** ISO 4217, e.g. 'SEK'. */
  currency: string | null;
  /** Whether it can be bought at the moment the build asked (lib/shop/saleState.ts). */
  onSale: boolean;
  /** BCP 47 language of the page, e.g. 'sv'. */
  language: string;
}

export function articleStructuredData(facts: ArticleFacts): WithContext<Product> {
  const product: WithContext<ProductLeaf> = {
    ...entityOfPage(facts.name, facts.url, facts.language),
    '@type': 'Product',
  };
  if (facts.description?.trim()) product.description = facts.description.trim();
  if (facts.image) product.image = facts.image;
  // An offer without a price or currency is no offer a search engine can show.
  if (facts.price !== null && facts.currency) {
    const availability: ItemAvailability = facts.onSale
      ? 'https://schema.org/InStock'
      : 'https://schema.org/OutOfStock';
    const offer: OfferLeaf = {
      '@type': 'Offer',
      price: facts.price,
      priceCurrency: facts.currency,
      availability,
      url: facts.url,
    };
    product.offers = offer;
  }
  return product;
}

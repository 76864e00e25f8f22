import { describe, expect, it } from 'vitest';
import { structuredDataProblems } from '../../../scripts/lib/schemaVocabulary.ts';
import { articleStructuredData, type ArticleFacts } from '../../../src/lib/shop/structuredData.ts';
import { structuredDataScript } from '../../../src/lib/structuredData/page.ts';

const facts: ArticleFacts = {
  name: 'Årskort lek',
  url: 'https://www.playcentre.se/profile/sv/lekland/barkarby/butik/periodkort/p-1',
  description: ' Fri entré i ett år. ',
  image: 'https://www.playcentre.se/_astro/media/m-1-1.svg',
  price: 895,
  currency: 'SEK',
  onSale: true,
  language: 'sv',
};

describe(articleStructuredData, () => {
  it('should describe the article as a Product with its Offer, in the vocabulary of schema.org', () => {
    const data = articleStructuredData(facts);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Årskort lek',
      description: 'Fri entré i ett år.',
      mainEntityOfPage: { '@id': facts.url, inLanguage: 'sv' },
      offers: {
        '@type': 'Offer',
        price: 895,
        priceCurrency: 'SEK',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(structuredDataProblems(structuredDataScript(data))).toEqual([]);
  });

  it('should say an article not on sale is out of stock, and offer nothing without a price', () => {
    expect(articleStructuredData({ ...facts, onSale: false })).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
    const bare = articleStructuredData({ ...facts, price: null, image: null, description: null });
    expect(bare).not.toHaveProperty('offers');
    expect(bare).not.toHaveProperty('image');
    expect(structuredDataProblems(structuredDataScript(bare))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { countries } from '../../../src/config/countries.ts';
import type { OrderSummary, TrackingEvent } from '../../../src/lib/api/types/shop.ts';
import type { KeptOrder } from '../../../src/lib/shop/orderTab.ts';
import { receiptFacts, type ReceiptInput } from '../../../src/lib/shop/receipt.ts';
import { dateAndTime, validityText } from '../../../src/lib/shop/shopWords.ts';
import { messages } from '../../../src/i18n/index.ts';

const pass: OrderSummary = {
  articleId: 'a1',
  articleName: 'Jahreskarte',
  companyName: 'Play Centre Deutschland GmbH',
  childId: 'c1',
  childName: 'Emma Hoffmann',
  playgroundId: null,
  playgroundName: null,
  price: 249,
  totalAmount: 249,
  currency: 'EUR',
  rules: 'Die Karte ist persönlich.\n\nEin Erwachsener pro Kind ist frei.',
  numberOfEntrances: null,
  period: { start: '2026-11-28T13:05:00.000Z', end: '2027-11-28T13:05:00.000Z' },
  lines: [
    {
      articleId: 'a1',
      articleName: 'Jahreskarte',
      quantity: 1,
      amount: 249,
      childId: 'c1',
      childName: 'Emma Hoffmann',
    },
  ],
};

const seller = { name: 'Play Centre Deutschland GmbH', organisationNumber: 'HRB 98765, Amtsgericht Köln' };
const placedAt = Date.parse('2026-11-28T13:05:00.000Z');

const input = (change: Partial<ReceiptInput> = {}): ReceiptInput => ({
  reference: 'PO-2026-100001',
  kept: { kind: 'pass', summary: pass, playground: { name: 'Köln-Porz', slug: 'koeln-porz' }, placedAt },
  tracking: null,
  seller,
  paidSeenAt: null,
  ...change,
});

describe(receiptFacts, () => {
  it('should say what a pass bought in this tab was: time, seller with number, line with child and play centre, period, total', () => {
    expect(receiptFacts(input({ paidSeenAt: placedAt + 30_000 }))).toEqual({
      reference: 'PO-2026-100001',
      purchasedAt: placedAt,
      seller,
      lines: [
        {
          name: 'Jahreskarte',
          quantity: 1,
          amount: 249,
          childName: 'Emma Hoffmann',
          playgroundName: 'Köln-Porz',
        },
      ],
      validity: { type: 'period', start: pass.period?.start, end: pass.period?.end },
      total: 249,
      currency: 'EUR',
      redeemed: false,
      rules: ['Die Karte ist persönlich.', 'Ein Erwachsener pro Kind ist frei.'],
      picture: null,
    });
  });

  it("should show the article's picture this tab kept when it placed the order, and none otherwise", () => {
    const picture = { guid: 'media-1', version: 3, width: 480, height: 360 };
    const kept = { kind: 'pass' as const, summary: pass, picture };
    expect(receiptFacts(input({ kept })).picture).toEqual(picture);
    expect(receiptFacts(input({ kept: undefined })).picture).toBeNull();
  });

  it('should take the time the order was seen paid when this tab did not place it', () => {
    const seen = placedAt + 3_600_000;
    expect(receiptFacts(input({ kept: { pollingSince: 1 }, paidSeenAt: seen })).purchasedAt).toBe(seen);
    expect(receiptFacts(input({ kept: { paidSeenAt: seen }, paidSeenAt: null })).purchasedAt).toBe(seen);
    expect(receiptFacts(input({ kept: undefined })).purchasedAt).toBeNull();
  });

  it('should name the summary’s seller, without a number, when the build could not ask the country', () => {
    expect(receiptFacts(input({ seller: null })).seller).toEqual({
      name: 'Play Centre Deutschland GmbH',
      organisationNumber: null,
    });
    expect(
      receiptFacts(input({ seller: { name: ' ', organisationNumber: '1' } })).seller?.organisationNumber,
    ).toBe(null);
    expect(receiptFacts(input({ seller: null, kept: undefined })).seller).toBeNull();
  });

  it('should give the visits of a multi-visit card, and the months the article said when the summary names no period', () => {
    const ticket = { ...pass, period: null, numberOfEntrances: 10 };
    expect(receiptFacts(input({ kept: { summary: ticket } })).validity).toEqual({
      type: 'entrances',
      count: 10,
    });
    const months: KeptOrder = { summary: { ...pass, period: null }, validity: { type: 'months', count: 12 } };
    expect(receiptFacts(input({ kept: months })).validity).toEqual({ type: 'months', count: 12 });
    // A gift card's sellable period says when it could be bought, not how long it is valid.
    const giftCard: KeptOrder = {
      summary: { ...pass, period: null },
      validity: { type: 'sellable', start: '2025-01-01T00:00:00Z', end: '2027-01-01T00:00:00Z' },
    };
    expect(receiptFacts(input({ kept: giftCard })).validity).toBeNull();
  });

  it('should give one line of the summary’s article when it lists none, and count quantities', () => {
    const unlisted = { ...pass, lines: null };
    expect(receiptFacts(input({ kept: { summary: unlisted } })).lines).toEqual([
      { name: 'Jahreskarte', quantity: 1, amount: 249, childName: 'Emma Hoffmann', playgroundName: null },
    ]);
    const two = { ...pass, lines: [{ ...pass.lines![0]!, quantity: 2, amount: 498, childName: null }] };
    expect(receiptFacts(input({ kept: { summary: two } })).lines[0]).toMatchObject({
      quantity: 2,
      amount: 498,
      childName: 'Emma Hoffmann',
    });
  });

  it('should build the receipt from the purchase event in a tab that kept no summary', () => {
    const event: TrackingEvent = {
      event: 'purchase',
      transactionId: 'GC-2026-100005',
      total: 300,
      currency: 'SEK',
      products: [
        null as never,
        { name: 'Presentkort 300 kr', sku: 'g1', category: 'GiftCard', price: 300, quantity: 1 },
      ],
    };
    const facts = receiptFacts(input({ kept: undefined, tracking: event, seller: null }));
    expect(facts).toMatchObject({
      lines: [
        { name: 'Presentkort 300 kr', quantity: 1, amount: 300, childName: null, playgroundName: null },
      ],
      total: 300,
      currency: 'SEK',
      redeemed: false,
      validity: null,
      rules: [],
    });
  });

  it('should leave out what it cannot read: negative, endless or missing amounts, nameless lines, odd quantities', () => {
    const odd = {
      ...pass,
      totalAmount: -300,
      lines: [
        { ...pass.lines![0]!, amount: Number.POSITIVE_INFINITY, quantity: 0.5 },
        { ...pass.lines![0]!, articleName: '  ' },
      ],
    };
    const facts = receiptFacts(input({ kept: { summary: odd } }));
    expect(facts.total).toBeNull();
    expect(facts.lines).toEqual([
      { name: 'Jahreskarte', quantity: 1, amount: null, childName: 'Emma Hoffmann', playgroundName: null },
    ]);
  });

  it('should call a card with nothing to pay redeemed', () => {
    const redeemed = { ...pass, price: 0, totalAmount: 0 };
    expect(receiptFacts(input({ kept: { summary: redeemed } })).redeemed).toBe(true);
    expect(receiptFacts(input()).redeemed).toBe(false);
  });
});

describe('the receipt in words', () => {
  it('should write the purchase time in the page’s language and the play centres’ time zone', () => {
    expect(dateAndTime(placedAt, 'de-DE', countries.de.timeZone)).toBe('28. November 2026 um 14:05');
    expect(dateAndTime(placedAt, 'sv-SE', countries.se.timeZone)).toBe('28 november 2026 kl. 14:05');
    expect(dateAndTime(placedAt, 'fi-FI', countries.fi.timeZone)).toMatch(
      /^28\. marraskuuta 2026 klo 15\.05$/,
    );
  });

  it('should write a pass’s period as dates', () => {
    const facts = receiptFacts(input());
    expect(validityText(facts.validity, messages.de.shop.validity, 'de-DE')).toBe(
      'Gültig vom 28. November 2026 bis zum 28. November 2027',
    );
  });

  it('should say "inkl. MwSt." beside prices in Germany only, as its law wants', () => {
    expect(
      Object.values(countries)
        .filter((country) => country.vatBesidePrices)
        .map(({ code }) => code),
    ).toEqual(['de']);
    expect(messages.de.shop.vat.included).toBe('inkl. MwSt.');
  });
});

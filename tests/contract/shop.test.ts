import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GiftCardClient } from '../../src/lib/api/giftCardClient.ts';
import { PassClient } from '../../src/lib/api/passClient.ts';
import { SerialTicketClient } from '../../src/lib/api/serialTicketClient.ts';
import type { Playground } from '../../src/lib/api/types/location.ts';
import { ApiError } from '../../src/lib/errors/ApiError.ts';
import { errorText } from '../support/errorText.ts';
import { errorTranslationKey } from '../../src/lib/errors/translationKey.ts';
import { accessTokenFor, clients } from './support/standIns.ts';

let barkarby: Playground;
let astridToken: string;

beforeAll(async () => {
  const playgrounds = await clients().playgrounds.listByCountry('sweden');
  barkarby = playgrounds.find((playground) => playground.slug === 'barkarby') as Playground;
  astridToken = await accessTokenFor('astrid.lindqvist@example.com');
});

describe(GiftCardClient, () => {
  it('should list the country’s gift cards for a play centre and give one by id', async () => {
    const cards = await clients().giftCards.articlesByLocation(barkarby.guid);
    expect(cards.map((card) => card.name)).toEqual([
      'Presentkort 300 kr',
      'Presentkort 500 kr',
      'Presentkort 1000 kr',
    ]);
    expect(cards.every((card) => card.currency === 'SEK')).toBe(true);
    const [first] = cards;
    await expect(clients().giftCards.article(first?.id ?? '')).resolves.toEqual(first);
  });

  it('should summarise, order and then report the order as pending, then paid, with its tracking event', async () => {
    const [card] = await clients().giftCards.articlesByLocation(barkarby.guid);
    const articleId = card?.id ?? '';
    await expect(clients().giftCards.orderSummary({ articleId })).resolves.toMatchObject({
      articleId,
      totalAmount: 300,
      currency: 'SEK',
      companyName: 'Play Centre Sverige AB',
    });
    const created = await clients().giftCards.createOrder({ articleId });
    expect(created).toMatchObject({
      orderReference: expect.stringMatching(/^GC-\d{4}-\d+$/),
      paymentToken: expect.any(String),
    });
    const reference = created?.orderReference ?? '';
    await expect(clients().giftCards.orderStatus(reference)).resolves.toEqual({
      orderReference: reference,
      status: 'Pending',
    });
    // Polled as the payment page polls it; the stand-in marks an order paid after two seconds.
    await vi.waitFor(
      async () => expect(await clients().giftCards.orderStatus(reference)).toMatchObject({ status: 'Paid' }),
      {
        timeout: 5_000,
        interval: 250,
      },
    );
    await expect(clients().giftCards.trackingEvent(reference)).resolves.toMatchObject({
      event: 'purchase',
      transactionId: reference,
      total: 300,
      products: [{ sku: articleId, category: 'GiftCard', quantity: 1 }],
    });
  });

  it('should refuse an order of an unknown article with the field named', async () => {
    const error = await clients()
      .giftCards.createOrder({ articleId: 'no-such-article' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorText(error)).toBe('Validation failed: The article does not exist.');
  });

  it('should answer 404 for an unknown order', async () => {
    const error = await clients()
      .giftCards.orderStatus('GC-1999-1')
      .catch((caught: unknown) => caught);
    expect(errorTranslationKey(error)).toBe('errors.notFound');
  });
});

describe(PassClient, () => {
  it('should list passes, a pass, and the signed-in parent’s children who can have it', async () => {
    const passes = await clients().passes.articlesByLocation(barkarby.guid);
    expect(passes.map((pass) => pass.name)).toEqual(['Årskort lek', 'Sommarkort']);
    const [yearPass] = passes;
    await expect(clients().passes.article(yearPass?.id ?? '')).resolves.toMatchObject({
      validityDurationType: 'Months',
    });
    const children = await clients(astridToken).passes.childSummaries(yearPass?.id ?? '');
    expect(children.map((child) => [child.firstName, child.selectable])).toEqual([
      ['Elsa', true],
      ['Oskar', true],
    ]);
  });

  it('should require a signed-in parent for child summaries', async () => {
    const [pass] = await clients().passes.articlesByLocation(barkarby.guid);
    const error = await clients()
      .passes.childSummaries(pass?.id ?? '')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401 });
    expect(errorTranslationKey(error)).toBe('errors.permission');
  });

  it('should buy a pass for a child, and redeem one for free', async () => {
    const [pass] = await clients().passes.articlesByLocation(barkarby.guid);
    const [elsa] = await clients(astridToken).passes.childSummaries(pass?.id ?? '');
    const order = { articleId: pass?.id ?? '', childId: elsa?.guid ?? '' };
    const signedIn = clients(astridToken).passes;
    await expect(signedIn.directOrderSummary(order)).resolves.toMatchObject({
      childName: 'Elsa Lindqvist',
      totalAmount: 1995,
    });
    const direct = await signedIn.createDirectOrder(order);
    const reference = direct?.orderReference ?? '';
    await expect(signedIn.orderStatus(reference)).resolves.toMatchObject({ status: 'Pending' });
    await expect(signedIn.photoUploadStatus(reference)).resolves.toEqual({
      photoUploadAvailable: false,
      numberOfAllowedBookingsWithoutImage: 2,
    });
    await expect(signedIn.trackingEvent(reference)).resolves.toMatchObject({ total: 1995, currency: 'SEK' });
    await expect(signedIn.redeemOrderSummary({ articleId: order.articleId })).resolves.toMatchObject({
      totalAmount: 0,
    });
    await expect(signedIn.createRedeemOrder({ articleId: order.articleId })).resolves.toMatchObject({
      orderReference: expect.stringMatching(/^PO-/),
    });
  });

  it('should refuse a pass for somebody else’s child', async () => {
    const [pass] = await clients().passes.articlesByLocation(barkarby.guid);
    const error = await clients(astridToken)
      .passes.createDirectOrder({
        articleId: pass?.id ?? '',
        childId: '00000000-0000-4000-8000-000000000000',
      })
      .catch((caught: unknown) => caught);
    expect(errorText(error)).toBe('Validation failed: The child does not belong to your account.');
  });
});

describe(SerialTicketClient, () => {
  it('should list the country’s serial tickets and order and redeem one', async () => {
    const sweden = await clients().countries.get('sweden');
    const tickets = await clients().serialTickets.articlesByCountry(sweden?.guid ?? '');
    expect(tickets.map((ticket) => ticket.name)).toEqual(['Klippkort 10 besök', 'Klippkort 5 besök']);
    const [ten] = tickets;
    await expect(clients().serialTickets.article(ten?.id ?? '')).resolves.toMatchObject({
      validityDuration: 10,
    });
    const signedIn = clients(astridToken).serialTickets;
    const articleId = ten?.id ?? '';
    await expect(signedIn.directOrderSummary({ articleId })).resolves.toMatchObject({
      numberOfEntrances: 10,
      totalAmount: 1290,
    });
    await expect(signedIn.redeemOrderSummary({ articleId })).resolves.toMatchObject({ totalAmount: 0 });
    const direct = await signedIn.createDirectOrder({ articleId });
    await expect(signedIn.orderStatus(direct?.orderReference ?? '')).resolves.toMatchObject({
      status: 'Pending',
    });
    await expect(signedIn.trackingEvent(direct?.orderReference ?? '')).resolves.toMatchObject({
      products: [{ category: 'SerialTicket' }],
    });
    await expect(signedIn.createRedeemOrder({ articleId })).resolves.toMatchObject({
      orderReference: expect.stringMatching(/^ST-/),
    });
  });
});

import { describe, expect, it } from 'vitest';
import { GiftCardClient } from '../../../src/lib/api/giftCardClient.ts';
import { PassClient } from '../../../src/lib/api/passClient.ts';
import { SerialTicketClient } from '../../../src/lib/api/serialTicketClient.ts';
import type { ApiClients } from '../../support/apiClients.ts';
import { absent, describeCalls } from './callCases.ts';
import { clientsWith, emptyReply } from '../support/fakeFetch.ts';

const article = { articleId: 'a-1' };
const passOrder = { articleId: 'a-1', childId: 'c-1' };

describe(GiftCardClient, () => {
  describeCalls('main', [
    {
      name: 'article',
      call: (c) => c.giftCards.article('g-1'),
      method: 'GET',
      url: '/api/shop/gift-cards/g-1',
      empty: null,
      missing: { id: (c) => c.giftCards.article(absent) },
    },
    {
      name: 'articlesByLocation',
      call: (c) => c.giftCards.articlesByLocation('loc-1'),
      method: 'GET',
      url: '/api/shop/gift-cards/by-location/loc-1',
      empty: [],
      missing: { locationId: (c) => c.giftCards.articlesByLocation(absent) },
    },
    {
      name: 'orderSummary',
      call: (c) => c.giftCards.orderSummary(article),
      method: 'POST',
      url: '/api/shop/gift-card/orders/summary',
      body: article,
      empty: null,
    },
    {
      name: 'createOrder',
      call: (c) => c.giftCards.createOrder(article),
      method: 'POST',
      url: '/api/shop/gift-card/orders',
      body: article,
      empty: null,
    },
    {
      name: 'orderStatus',
      call: (c) => c.giftCards.orderStatus('GC-100'),
      method: 'GET',
      url: '/api/shop/gift-card/orders/GC-100/status',
      empty: null,
      missing: { orderReference: (c) => c.giftCards.orderStatus(absent) },
    },
    {
      name: 'trackingEvent',
      call: (c) => c.giftCards.trackingEvent('GC-100'),
      method: 'GET',
      url: '/api/shop/gift-card/orders/GC-100/tracking-event',
      empty: null,
      missing: { orderReference: (c) => c.giftCards.trackingEvent(absent) },
    },
  ]);
});

describe(PassClient, () => {
  describeCalls('main', [
    {
      name: 'article',
      call: (c) => c.passes.article('p-1'),
      method: 'GET',
      url: '/api/shop/pass-articles/p-1',
      empty: null,
      missing: { id: (c) => c.passes.article(absent) },
    },
    {
      name: 'articlesByLocation',
      call: (c) => c.passes.articlesByLocation('loc-1'),
      method: 'GET',
      url: '/api/shop/pass-articles/by-location/loc-1',
      empty: [],
      missing: { locationId: (c) => c.passes.articlesByLocation(absent) },
    },
    {
      name: 'childSummaries',
      call: (c) => c.passes.childSummaries('p-1'),
      method: 'GET',
      url: '/api/shop/pass-articles/p-1/child-summaries',
      empty: [],
      missing: { id: (c) => c.passes.childSummaries(absent) },
    },
    {
      name: 'directOrderSummary',
      call: (c) => c.passes.directOrderSummary(passOrder),
      method: 'POST',
      url: '/api/shop/pass-orders/direct/summary',
      body: passOrder,
      empty: null,
    },
    {
      name: 'createDirectOrder',
      call: (c) => c.passes.createDirectOrder(passOrder),
      method: 'POST',
      url: '/api/shop/pass-orders/direct',
      body: passOrder,
      empty: null,
    },
    {
      name: 'redeemOrderSummary',
      call: (c) => c.passes.redeemOrderSummary(article),
      method: 'POST',
      url: '/api/shop/pass-orders/redeem/summary',
      body: article,
      empty: null,
    },
    {
      name: 'createRedeemOrder',
      call: (c) => c.passes.createRedeemOrder(article),
      method: 'POST',
      url: '/api/shop/pass-orders/redeem',
      body: article,
      empty: null,
    },
    {
      name: 'orderStatus',
      call: (c) => c.passes.orderStatus('PO-7'),
      method: 'GET',
      url: '/api/shop/pass-orders/PO-7/status',
      empty: null,
      missing: { orderReference: (c) => c.passes.orderStatus(absent) },
    },
    {
      name: 'trackingEvent',
      call: (c) => c.passes.trackingEvent('PO-7'),
      method: 'GET',
      url: '/api/shop/pass-orders/PO-7/tracking-event',
      empty: null,
      missing: { orderReference: (c) => c.passes.trackingEvent(absent) },
    },
    {
      name: 'photoUploadStatus',
      call: (c) => c.passes.photoUploadStatus('PO-7'),
      method: 'GET',
      url: '/api/shop/pass-orders/PO-7/photo-upload-status',
      empty: null,
      missing: { orderReference: (c) => c.passes.photoUploadStatus(absent) },
    },
  ]);
});

describe(SerialTicketClient, () => {
  describeCalls('main', [
    {
      name: 'article',
      call: (c) => c.serialTickets.article('s-1'),
      method: 'GET',
      url: '/api/shop/serial-tickets/s-1',
      empty: null,
      missing: { id: (c) => c.serialTickets.article(absent) },
    },
    {
      name: 'articlesByCountry',
      call: (c) => c.serialTickets.articlesByCountry('country-se'),
      method: 'GET',
      url: '/api/shop/serial-tickets/by-location/country-se',
      empty: [],
      missing: { countryId: (c) => c.serialTickets.articlesByCountry(absent) },
    },
    {
      name: 'directOrderSummary',
      call: (c) => c.serialTickets.directOrderSummary(article),
      method: 'POST',
      url: '/api/shop/serial-tickets/order/direct/summary',
      body: article,
      empty: null,
    },
    {
      name: 'createDirectOrder',
      call: (c) => c.serialTickets.createDirectOrder(article),
      method: 'POST',
      url: '/api/shop/serial-tickets/order/direct',
      body: article,
      empty: null,
    },
    {
      name: 'redeemOrderSummary',
      call: (c) => c.serialTickets.redeemOrderSummary(article),
      method: 'POST',
      url: '/api/shop/serial-tickets/order/redeem/summary',
      body: article,
      empty: null,
    },
    {
      name: 'createRedeemOrder',
      call: (c) => c.serialTickets.createRedeemOrder(article),
      method: 'POST',
      url: '/api/shop/serial-tickets/order/redeem',
      body: article,
      empty: null,
    },
    {
      name: 'orderStatus',
      call: (c) => c.serialTickets.orderStatus('ST-9'),
      method: 'GET',
      url: '/api/shop/serial-tickets/order/ST-9/status',
      empty: null,
      missing: { orderReference: (c) => c.serialTickets.orderStatus(absent) },
    },
    {
      name: 'trackingEvent',
      call: (c) => c.serialTickets.trackingEvent('ST-9'),
      method: 'GET',
      url: '/api/shop/serial-tickets/order/ST-9/tracking-event',
      empty: null,
      missing: { orderReference: (c) => c.serialTickets.trackingEvent(absent) },
    },
  ]);
});

describe('create-order calls', () => {
  const creates: [string, (c: ApiClients, key?: string) => Promise<unknown>][] = [
    ['GiftCardClient.createOrder', (c, key) => c.giftCards.createOrder(article, key)],
    ['PassClient.createDirectOrder', (c, key) => c.passes.createDirectOrder(passOrder, key)],
    ['PassClient.createRedeemOrder', (c, key) => c.passes.createRedeemOrder(article, key)],
    ['SerialTicketClient.createDirectOrder', (c, key) => c.serialTickets.createDirectOrder(article, key)],
    ['SerialTicketClient.createRedeemOrder', (c, key) => c.serialTickets.createRedeemOrder(article, key)],
  ];

  it.each(creates)('%s should send the purchase’s key as Idempotency-Key', async (_, create) => {
    // An empty reply (204) fits every call; the request's headers are what is checked here.
    const { clients, requests } = clientsWith(() => emptyReply());
    await create(clients, '0b6c7c8e-4b7e-4c1a-9d51-6f1d0c3a2e10');
    await create(clients);
    expect(requests[0]?.headers['Idempotency-Key']).toBe('0b6c7c8e-4b7e-4c1a-9d51-6f1d0c3a2e10');
    expect(requests[1]?.headers).not.toHaveProperty('Idempotency-Key');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiCaches, listLifetimesMs, responseCacheOptions } from '../../../src/lib/cache/apiCaches.ts';
import type { ApiClients } from '../../support/apiClients.ts';
import { clientsWith, emptyReply } from '../support/fakeFetch.ts';

const second = 1_000;
const minute = 60 * second;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** How many requests `call` makes: once now, again just before and just after `lifetime`. */
async function requestsAround(call: (clients: ApiClients) => Promise<unknown>, lifetime: number) {
  const { clients, requests } = clientsWith(() => emptyReply());
  await call(clients);
  vi.advanceTimersByTime(lifetime - 1);
  await call(clients);
  const beforeExpiry = requests.length;
  vi.advanceTimersByTime(1);
  await call(clients);
  return { beforeExpiry, afterExpiry: requests.length };
}

describe(createApiCaches, () => {
  it('should configure the response cache as spec §9 says', () => {
    const { response } = createApiCaches();
    expect({ maxAgeMs: response.maxAgeMs, maxEntries: response.maxEntries }).toEqual({
      maxAgeMs: 120_000,
      maxEntries: 10,
    });
    expect(responseCacheOptions).toEqual({ maxAgeMs: 120_000, maxEntries: 10 });
  });

  it('should give every list kind its lifetime', () => {
    const { lists } = createApiCaches();
    expect(Object.fromEntries(Object.entries(lists).map(([kind, cache]) => [kind, cache.maxAgeMs]))).toEqual({
      country: 60 * minute,
      location: 60 * minute,
      playground: 60 * minute,
      shop: 60 * minute,
      childClass: minute,
      playgroundTree: 2 * minute,
    });
    expect(listLifetimesMs.childClass).toBe(minute);
  });
});

describe('list lifetimes through the clients', () => {
  it.each<[string, (clients: ApiClients) => Promise<unknown>, number]>([
    ['country list', (c) => c.countries.list(true), 60 * minute],
    ['location list', (c) => c.locations.frontEndList('Playground'), 60 * minute],
    ['playground list', (c) => c.playgrounds.listByCountry('sweden'), 60 * minute],
    ['shop list', (c) => c.passes.articlesByLocation('pg-1'), 60 * minute],
    ['child-class list', (c) => c.childClasses.byPlayground('pg-1'), minute],
    ['playground tree', (c) => c.locations.tree('sweden'), 2 * minute],
    ['response cache', (c) => c.childClasses.tShirtSizes(), 2 * minute],
  ])(
    'should keep the %s for its lifetime and ask again once it has passed',
    async (_name, call, lifetime) => {
      await expect(requestsAround(call, lifetime)).resolves.toEqual({ beforeExpiry: 1, afterExpiry: 2 });
    },
  );

  it('should never cache what is the signed-in user’s own or what is polled', async () => {
    const { clients, requests } = clientsWith(() => emptyReply());
    await clients.users.me();
    await clients.users.me();
    await clients.passes.orderStatus('PO-1');
    await clients.passes.orderStatus('PO-1');
    expect(requests).toHaveLength(4);
  });
});

describe('response cache', () => {
  it('should keep at most 10 replies, dropping the oldest', async () => {
    const { clients, requests } = clientsWith(() => emptyReply());
    for (let index = 0; index <= 10; index += 1) await clients.giftCards.article(`g-${index}`);
    expect(requests).toHaveLength(11);
    await clients.giftCards.article('g-10');
    await clients.giftCards.article('g-1');
    expect(requests).toHaveLength(11);
    await clients.giftCards.article('g-0');
    expect(requests).toHaveLength(12);
  });
});

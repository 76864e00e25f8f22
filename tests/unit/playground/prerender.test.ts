import { describe, expect, it } from 'vitest';
import type { Playground } from '../../../src/lib/api/types/location.ts';
import {
  loadPrerenderData,
  prerenderWarning,
  type PrerenderClients,
} from '../../../src/lib/playground/prerender.ts';

const now = new Date('2026-11-26T09:00:00Z');
const today = '2026-11-26';
const centre = (slug: string, extra: Partial<Playground> = {}) =>
  ({ guid: `pg-${slug}`, slug, name: `Play Centre ${slug}`, translatednames: null, ...extra }) as Playground;

function clients(
  options: { listFails?: boolean; failingHours?: string[]; failingShop?: boolean } = {},
): PrerenderClients {
  return {
    countries: {
      list: async () => {
        if (options.listFails) throw new Error('No reply from https://api.playcentre.se/api/Country/List');
        return [{ guid: 'c-se', slug: 'sweden' }] as never;
      },
    },
    playgrounds: {
      listByCountry: async () => [
        centre('barkarby'),
        centre('molndal'),
        centre('closed-down', { disabled: true }),
        centre('Not A Slug'),
      ],
    },
    openingHours: {
      overview: async (location, from) => {
        if (options.failingHours?.includes(location)) throw new Error('Internal Server Error');
        return [
          { date: String(from), open: [{ from: '10:00', to: '19:00' }], isClosed: false, comment: null },
        ];
      },
    },
    notices: {
      byLocation: async () => [
        { guid: 'n1', name: 'Kiosk closed', text: 'Rebuilding.', disabled: false } as never,
        { guid: 'n2', name: 'Draft', text: 'x', disabled: true } as never,
      ],
    },
    childClasses: { byPlayground: async () => [] },
    shop: {
      giftCards: {
        articlesByLocation: async (location) => {
          if (options.failingShop) throw new Error('Internal Server Error');
          return [{ id: `gc-${location}`, name: 'Gift card', price: 300, currency: 'SEK' } as never];
        },
      },
      passes: { articlesByLocation: async () => [] },
      serialTickets: {
        articlesByCountry: async (country) => [{ id: `st-${country}`, name: 'Ten visits' } as never],
      },
    },
  };
}

describe(loadPrerenderData, () => {
  it("should write each play centre's shop, serial tickets by its country, and leave it to the page when the shop fails", async () => {
    const options = { countrySlug: 'sweden', timeZone: 'Europe/Stockholm', today, now };
    const data = await loadPrerenderData(clients(), options);
    const [barkarby] = data.built;
    expect(barkarby?.countryGuid).toBe('c-se');
    expect(barkarby?.shop?.map((item) => [item.kind, item.id])).toEqual([
      ['gift-card', 'gc-pg-barkarby'],
      ['serial-ticket', 'st-c-se'],
    ]);
    // The articles whole, for their own pages; not in the play centre's, which carries the list.
    expect(data.shops[0]?.articles.map(({ kind, article }) => [kind, article.id])).toEqual([
      ['gift-card', 'gc-pg-barkarby'],
      ['serial-ticket', 'st-c-se'],
    ]);
    expect(barkarby).not.toHaveProperty('articles');
    const withoutShop = await loadPrerenderData(clients({ failingShop: true }), options);
    expect(withoutShop.missed).toEqual([]);
    expect(withoutShop.built.map((built) => built.shop)).toEqual([null, null]);
    expect(withoutShop.shops).toEqual([]);
  });

  it('should prerender every enabled play centre with a usable slug, with its week, active notices and classes', async () => {
    const data = await loadPrerenderData(clients(), {
      countrySlug: 'sweden',
      timeZone: 'Europe/Stockholm',
      today,
      now,
    });
    expect(data.listFailed).toBeNull();
    expect(data.missed).toEqual([]);
    expect(data.built.map((built) => built.playground.slug)).toEqual(['barkarby', 'molndal']);
    const [barkarby] = data.built;
    expect(barkarby?.hours).toHaveLength(7);
    expect(barkarby?.hours[0]).toMatchObject({ date: today, isToday: true, state: 'open' });
    expect(barkarby?.notices.map((notice) => notice.guid)).toEqual(['n1']);
    expect(barkarby?.builtAt).toBe(now.toISOString());
  });

  it('should leave a play centre whose call fails to the runtime page, and name it', async () => {
    const data = await loadPrerenderData(clients({ failingHours: ['pg-molndal'] }), {
      countrySlug: 'sweden',
      timeZone: 'Europe/Stockholm',
      today,
      now,
    });
    expect(data.built.map((built) => built.playground.slug)).toEqual(['barkarby']);
    expect(data.missed).toEqual([{ name: 'Play Centre molndal', reason: 'Internal Server Error' }]);
    expect(prerenderWarning('sweden', 'https://localhost:8791', data)).toBe(
      'Play centres of sweden not prerendered, served by the runtime page, which asks the main API in the browser: Play Centre molndal (Internal Server Error).',
    );
  });

  it('should succeed with nothing prerendered when the main API cannot be reached, and say so', async () => {
    const data = await loadPrerenderData(clients({ listFails: true }), {
      countrySlug: 'sweden',
      timeZone: 'Europe/Stockholm',
      today,
      now,
    });
    expect(data).toEqual({
      built: [],
      shops: [],
      missed: [],
      regions: [],
      listFailed: 'No reply from https://api.playcentre.se/api/Country/List',
      // No country list, so no seller: the receipt then names the summary's company alone.
      seller: null,
    });
    expect(prerenderWarning('sweden', 'https://api.playcentre.se', data)).toMatch(
      /^Play centres of sweden: the main API \(https:\/\/api\.playcentre\.se\) could not list them .*none is prerendered/,
    );
  });

  it('should say nothing when every play centre was prerendered', async () => {
    const data = await loadPrerenderData(clients(), {
      countrySlug: 'sweden',
      timeZone: 'Europe/Stockholm',
      today,
      now,
    });
    expect(prerenderWarning('sweden', 'https://localhost:8791', data)).toBeNull();
  });
});

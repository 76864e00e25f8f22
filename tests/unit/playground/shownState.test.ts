import { describe, expect, it } from 'vitest';
import type { Playground } from '../../../src/lib/api/types/location.ts';
import type { BuiltPlayground } from '../../../src/lib/playground/prerender.ts';
import { differsFromBuild, shownPlayground } from '../../../src/lib/playground/shownState.ts';
import type { PlaygroundState } from '../../../src/lib/playground/pageState.ts';
import { initialPlaygroundState } from '../../../src/stores/playground.ts';

const playground = { guid: 'pg-1', slug: 'barkarby', name: 'Play Centre Barkarby' } as Playground;
const day = (state: 'open' | 'closed') => ({
  date: '2026-11-26',
  isToday: true,
  state,
  spans: [],
  comment: null,
});
const built: BuiltPlayground = {
  playground,
  hours: [day('open')],
  notices: [{ guid: 'n-built' } as never],
  classes: [{ id: 'k-built' } as never],
  builtAt: '2026-11-25T03:00:00.000Z',
  zone: { from: 0, until: 0, offsets: [] },
  countryGuid: 'c-se',
  shop: [],
};

describe(shownPlayground, () => {
  it('should show the build until the live answers come', () => {
    const shown = shownPlayground(initialPlaygroundState, built);
    expect(shown).toMatchObject({
      page: 'found',
      playground,
      hours: { status: 'ready', value: built.hours },
      notices: { status: 'ready', value: built.notices },
      classes: { status: 'ready', value: built.classes },
      sources: { hours: 'build', notices: 'build', classes: 'build' },
      builtAt: built.builtAt,
    });
  });

  it('should take each live answer that came, and keep the build where a call failed, saying so', () => {
    const live: PlaygroundState = {
      page: 'found',
      playground,
      hours: { status: 'ready', value: [day('closed')] },
      notices: { status: 'failed' },
      classes: { status: 'ready', value: [] },
      shop: { status: 'loading' },
    };
    const shown = shownPlayground(live, built);
    expect(shown.hours).toEqual({ status: 'ready', value: [day('closed')] });
    expect(shown.notices).toEqual({ status: 'ready', value: built.notices });
    expect(shown.classes).toEqual({ status: 'ready', value: [] });
    expect(shown.sources).toEqual({ hours: 'live', notices: 'buildAfterFailure', classes: 'live' });
  });

  it('should show a page without a build as it is', () => {
    expect(shownPlayground(initialPlaygroundState, undefined)).toEqual({
      ...initialPlaygroundState,
      sources: { hours: 'live', notices: 'live', classes: 'live' },
      builtAt: null,
    });
  });
});

describe(differsFromBuild, () => {
  /** The live state as the page loads it: every part ready, copies of the build's unless given. */
  const live = (parts: Partial<PlaygroundState> = {}): PlaygroundState => ({
    page: 'found',
    playground: structuredClone(playground),
    hours: { status: 'ready', value: structuredClone(built.hours) },
    notices: { status: 'ready', value: structuredClone(built.notices) },
    classes: { status: 'ready', value: structuredClone(built.classes) },
    shop: { status: 'loading' },
    ...parts,
  });
  const differs = (state: PlaygroundState, stale = false) =>
    differsFromBuild(shownPlayground(state, built), built, stale);

  it('should leave the prerendered page alone while nothing has come, and when the answers equal the build', () => {
    expect(differs(initialPlaygroundState)).toBe(false);
    expect(differs(live())).toBe(false);
  });

  it('should draw the page when any part differs', () => {
    expect(differs(live({ hours: { status: 'ready', value: [day('closed')] } }))).toBe(true);
    expect(differs(live({ notices: { status: 'ready', value: [] } }))).toBe(true);
    expect(differs(live({ classes: { status: 'ready', value: [{ id: 'k-new' } as never] } }))).toBe(true);
    expect(differs(live({ playground: { ...playground, phone: '08-123 45 67' } }))).toBe(true);
  });

  it("should keep the build's shop, and draw the page once the shop the build could not ask has come", () => {
    expect(shownPlayground(live({ shop: { status: 'failed' } }), built).shop).toEqual({
      status: 'ready',
      value: built.shop,
    });
    expect(differs(live({ shop: { status: 'failed' } }))).toBe(false);
    const withoutShop: BuiltPlayground = { ...built, shop: null };
    const differsWithout = (state: PlaygroundState) =>
      differsFromBuild(shownPlayground(state, withoutShop), withoutShop, false);
    expect(differsWithout(live())).toBe(false);
    expect(differsWithout(live({ shop: { status: 'ready', value: [] } }))).toBe(true);
    expect(differsWithout(live({ shop: { status: 'failed' } }))).toBe(true);
  });

  it('should draw the page when a live call failed, for the page says so', () => {
    expect(differs(live({ notices: { status: 'failed' } }))).toBe(true);
  });

  it('should draw a page built more than a day ago once live hours came, for its "as of" line goes', () => {
    expect(differs(live(), true)).toBe(true);
    expect(differs(initialPlaygroundState, true)).toBe(false);
  });
});

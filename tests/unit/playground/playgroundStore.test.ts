import { beforeEach, describe, expect, it } from 'vitest';
import {
  $playground,
  initialPlaygroundState,
  loadPlayground,
  playgroundClients,
} from '../../../src/stores/playground.ts';
import { fakeFetch, jsonReply, type RecordedRequest } from '../support/fakeFetch.ts';

/** What the page logged, as the spec's texts reach on-call. */
let logged: string[] = [];

const sweden = { guid: 'c-se', slug: 'sweden', name: 'Sverige' };
const barkarby = { guid: 'pg-1', slug: 'barkarby', name: 'Play Centre Barkarby', translatednames: null };

/** The main API of one play centre; `failing` paths answer 500. */
function mainApi(failing: string[] = []) {
  return (request: RecordedRequest): Response => {
    const { pathname } = new URL(request.url);
    if (failing.some((path) => pathname.startsWith(path))) return jsonReply({ message: 'down' }, 500);
    if (pathname === '/api/Country/List') return jsonReply([sweden]);
    if (pathname === '/api/playground/ListByCountry/c-se') return jsonReply([barkarby]);
    if (pathname === '/api/openinghours/overview') {
      const from = new URL(request.url).searchParams.get('from') ?? '';
      return jsonReply([
        { date: from, open: [{ from: '10:00', to: '18:00' }], isClosed: false, comment: null },
      ]);
    }
    if (pathname === '/api/application-notice/by-location/pg-1') {
      return jsonReply([
        {
          guid: 'n1',
          name: 'Kiosk closed',
          text: 'Rebuilding.',
          disabled: false,
          startDate: null,
          endDate: null,
        },
        { guid: 'n2', name: 'Draft', text: 'x', disabled: true, startDate: null, endDate: null },
      ]);
    }
    if (pathname === '/api/child-class/by-playground/pg-1')
      return jsonReply([{ id: 'k1', name: 'SportKidz' }]);
    if (pathname === '/api/shop/gift-cards/by-location/pg-1')
      return jsonReply([{ id: 'gc1', name: 'Presentkort 300 kr', price: 300, currency: 'SEK' }]);
    if (pathname === '/api/shop/pass-articles/by-location/pg-1') return jsonReply([]);
    if (pathname === '/api/shop/serial-tickets/by-location/c-se') return jsonReply([]);
    return jsonReply({ message: 'Not Found' }, 404);
  };
}

function load(reply: (request: RecordedRequest) => Response, playgroundSlug: string | null = 'barkarby') {
  const { fetch } = fakeFetch(reply);
  const options = {
    mainApi: 'https://api.test.example',
    playgroundSlug,
    countrySlug: 'sweden',
    timeZone: 'Europe/Stockholm',
    fetch,
    log: { error: (message: string) => void logged.push(message) },
  };
  return loadPlayground(playgroundClients(options), options);
}

beforeEach(() => {
  $playground.set(initialPlaygroundState);
  logged = [];
});

describe(loadPlayground, () => {
  it('should show the play centre with its week, active notices and classes in one update', async () => {
    const states: string[] = [];
    const stop = $playground.listen((state) => states.push(state.page));
    await load(mainApi());
    stop();
    const state = $playground.get();
    expect(states).toEqual(['found']);
    expect(state.playground?.slug).toBe('barkarby');
    expect(state.hours.status === 'ready' && state.hours.value.map((day) => day.state)).toEqual([
      'open',
      ...Array(6).fill('unknown'),
    ]);
    expect(state.notices.status === 'ready' && state.notices.value.map((notice) => notice.guid)).toEqual([
      'n1',
    ]);
    expect(state.classes).toMatchObject({ status: 'ready', value: [{ id: 'k1' }] });
    // A play centre the build did not know: its shop is asked for here, serial tickets by country.
    expect(state.shop).toMatchObject({ status: 'ready', value: [{ kind: 'gift-card', id: 'gc1' }] });
  });

  it('should mark only the part whose call failed', async () => {
    await load(mainApi(['/api/child-class/']));
    expect(logged).toEqual(['playground: child classes could not be loaded']);
    expect($playground.get()).toMatchObject({
      page: 'found',
      hours: { status: 'ready' },
      notices: { status: 'ready' },
      classes: { status: 'failed' },
    });
  });

  it('should show the not-found view for an unknown slug or an address without one', async () => {
    await load(mainApi(), 'nowhere');
    expect($playground.get().page).toBe('notFound');
    expect(logged).toEqual(['unable to locate playground']);
    $playground.set(initialPlaygroundState);
    await load(mainApi(), null);
    expect($playground.get().page).toBe('notFound');
  });

  it('should say the page could not load when the play centre cannot be resolved', async () => {
    await load(mainApi(['/api/Country/List']));
    expect($playground.get().page).toBe('failed');
  });
});

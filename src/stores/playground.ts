import { atom } from 'nanostores';
import { createApiCaches } from '../lib/cache/apiCaches.ts';
import { ChildClassClient } from '../lib/api/childClassClient.ts';
import { CountryClient } from '../lib/api/countryClient.ts';
import { NoticeClient } from '../lib/api/noticeClient.ts';
import { OpeningHoursClient } from '../lib/api/openingHoursClient.ts';
import { PlaygroundClient } from '../lib/api/playgroundClient.ts';
import { mainApiHttp } from '../lib/api/serviceHttp.ts';
import type { Playground } from '../lib/api/types/location.ts';
import type { ZoneOffsets } from '../lib/dates/zoneOffsets.ts';
import type { Logger } from '../lib/log/logger.ts';
import { activeNotices } from '../lib/playground/activeNotices.ts';
import { addDays } from '../lib/dates/calendarDay.ts';
import { calendarDayIn } from '../lib/dates/dayInZone.ts';
import { openingWeek, openingWeekDays } from '../lib/playground/openingWeek.ts';
import { resolvePlayground } from '../lib/playground/resolvePlayground.ts';
import type { Loadable } from '../lib/loading/loadable.ts';
import type { PlaygroundState } from '../lib/playground/pageState.ts';
import type { ShopShelf } from '../lib/shop/shelf.ts';

const loading = { status: 'loading' } as const;

/** What the page is prerendered with, before anything is known. */
export const initialPlaygroundState: PlaygroundState = {
  page: 'loading',
  playground: null,
  hours: loading,
  notices: loading,
  classes: loading,
  shop: loading,
};

export const $playground = atom<PlaygroundState>(initialPlaygroundState);

export interface PlaygroundPageOptions {
  mainApi: string;
  playgroundSlug: string | null;
  /** The build's country slug; resolution falls back to `sweden` without one. */
  countrySlug: string | null | undefined;
  /** The play centres' time zone: "today" is their today. */
  timeZone: string;
  /** Where failures and unknown play centres are reported (the page passes `log` of src/lib/log). */
  log: Pick<Logger, 'error'>;
  /** Replaceable for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /**
   * The play centre the build prerendered this page for: nothing to resolve, so its hours,
   * notices and classes are asked for at once, in parallel.
   */
  built?: Playground | undefined;
  /** The build's table of the time zone's offsets: today without `Intl` (lib/dates/zoneOffsets.ts). */
  zone?: ZoneOffsets | undefined;
  /** The build's shelf of the prerendered play centre (null: the build could not ask). */
  builtShop?: BuiltShelf | undefined;
}

/** A play centre's shelf as the build wrote it, and its country, to ask for it when it did not. */
export interface BuiltShelf {
  countryGuid: string;
  shop: ShopShelf | null;
}

/**
 * The shelf, asked in the browser only where the build could not: the shop's clients load then,
 * so a prerendered page's script does not carry them.
 */
async function askShelf(clients: Clients, playgroundGuid: string, countryGuid: string): Promise<ShopShelf> {
  const { askShelf: ask } = await import('../lib/shop/shelfClients.ts');
  return ask(clients.http, clients.caches, playgroundGuid, countryGuid);
}

/**
 * How often an open page asks again. Every call goes through the caches of spec §9, which
 * decide whether the network is used (classes after a minute, notices and hours after two,
 * the country and play-centre lists after an hour), so what the page shows is never older than
 * those lifetimes allow, and the day rolls over at the play centre's midnight.
 */
export const refreshIntervalMs = 60_000;

/**
 * The main-API clients the page (and the booking page, and the build that prerenders the page)
 * use, sharing one set of caches with spec §9's lifetimes.
 */
export function playgroundClients(
  options: Pick<PlaygroundPageOptions, 'mainApi' | 'fetch'> & { timeoutMs?: number },
) {
  const http = mainApiHttp(options.mainApi, {
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  const caches = createApiCaches();
  return {
    countries: new CountryClient(http, caches),
    playgrounds: new PlaygroundClient(http, caches),
    openingHours: new OpeningHoursClient(http, caches),
    notices: new NoticeClient(http, caches),
    childClasses: new ChildClassClient(http, caches),
    /** The caches the clients share (a booking drops the class list after a refusal). */
    caches,
    /** For the clients a page loads later (the shop's, where the build could not ask). */
    http,
  };
}

type Clients = ReturnType<typeof playgroundClients>;

async function part<T>(
  log: Pick<Logger, 'error'>,
  load: () => Promise<T>,
  what: string,
): Promise<Loadable<T>> {
  try {
    return { status: 'ready', value: await load() };
  } catch (error) {
    log.error(`playground: ${what} could not be loaded`, error);
    return { status: 'failed' };
  }
}

/** One round: resolve the play centre, then load its parts, and put the outcome in $playground. */
export async function loadPlayground(clients: Clients, options: PlaygroundPageOptions): Promise<void> {
  const { log } = options;
  if (options.built) return loadParts(clients, options, options.built, options.builtShop);
  if (options.playgroundSlug === null) {
    log.error('unable to locate playground', { path: 'no playground slug in the address' });
    $playground.set({ ...$playground.get(), page: 'notFound' });
    return;
  }
  let resolution;
  try {
    resolution = await resolvePlayground(clients, options.playgroundSlug, options.countrySlug);
  } catch (error) {
    log.error('playground: the play centre could not be resolved', error);
    // Keep what an earlier round showed; only a first load turns into the failure notice.
    if ($playground.get().page === 'loading') $playground.set({ ...$playground.get(), page: 'failed' });
    return;
  }
  if (!resolution.found) {
    log.error(resolution.error, { playgroundSlug: options.playgroundSlug, countrySlug: options.countrySlug });
    $playground.set({ ...$playground.get(), page: 'notFound' });
    return;
  }
  await loadParts(clients, options, resolution.playground, {
    countryGuid: resolution.country.guid,
    shop: null,
  });
}

/** The live parts of a known play centre, in parallel, put in $playground in one update. */
async function loadParts(
  clients: Clients,
  options: PlaygroundPageOptions,
  playground: Playground,
  shelf: BuiltShelf | undefined,
): Promise<void> {
  const { log } = options;
  const today = calendarDayIn(options.timeZone, new Date(), options.zone);
  const [hours, notices, classes, shop] = await Promise.all([
    part(
      log,
      async () => {
        const days = await clients.openingHours.overview(
          playground.guid,
          today,
          addDays(today, openingWeekDays - 1),
        );
        return openingWeek(days, today);
      },
      'opening hours',
    ),
    part(log, async () => activeNotices(await clients.notices.byLocation(playground.guid)), 'notices'),
    part(log, () => clients.childClasses.byPlayground(playground.guid), 'child classes'),
    shelf?.shop
      ? ({ status: 'ready', value: shelf.shop } as const)
      : shelf
        ? part(log, () => askShelf(clients, playground.guid, shelf.countryGuid), 'shop')
        : ({ status: 'failed' } as const),
  ]);
  // One update with every part: showing the play centre first and its notices a moment later
  // would push everything below them down (Lighthouse measured a layout shift of 0.45).
  $playground.set({ page: 'found', playground, hours, notices, classes, shop });
}

/**
 * Loads the play centre of the address and keeps it current while the page is visible
 * (every minute, and when the tab comes back). Returns a function that stops it.
 */
export function startPlaygroundPage(options: PlaygroundPageOptions): () => void {
  const clients = playgroundClients(options);
  let running: Promise<void> | null = null;
  const refresh = () => {
    if (running || document.visibilityState === 'hidden') return;
    if ($playground.get().page === 'notFound') return;
    running = loadPlayground(clients, options).finally(() => {
      running = null;
    });
  };
  refresh();
  const timer = setInterval(refresh, refreshIntervalMs);
  document.addEventListener('visibilitychange', refresh);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', refresh);
  };
}

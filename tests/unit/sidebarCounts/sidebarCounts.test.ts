import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileOverview } from '../../../src/lib/api/types/profile.ts';
import { responseCacheOptions } from '../../../src/lib/cache/apiCaches.ts';
import { TimedCache } from '../../../src/lib/cache/TimedCache.ts';
import { watchSidebarCounts, type SidebarCountsState } from '../../../src/stores/sidebarCounts.ts';
import type { SessionState, SessionUser } from '../../../src/lib/session/state.ts';

const astrid: SessionUser = {
  firstname: 'Astrid',
  lastname: 'Lindqvist',
  username: 'astrid.lindqvist@example.com',
  culture: 'sv-SE',
  roles: [],
};
const signedIn = (user: SessionUser = astrid): SessionState => ({ status: 'signedIn', user });
const signedOut: SessionState = { status: 'signedOut', user: null };

function overview(entranceBookings: number | null, partyBookings: number | null): ProfileOverview {
  return {
    activeOffers: null,
    partyBookings,
    entranceBookings,
    sportClassBookings: null,
    campBookings: null,
    subscriptions: null,
    serialTickets: null,
    childAccounts: null,
    accountProgress: null,
  };
}

/** Lets the pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(
  session: SessionState,
  load: () => Promise<ProfileOverview | null> = vi.fn(async () => overview(3, 1)),
) {
  const $session = atom<SessionState>(session);
  const $sidebarOpen = atom(false);
  const logger = { warn: vi.fn() };
  const watch = watchSidebarCounts({
    session: $session,
    sidebarOpen: $sidebarOpen,
    loadProfileData: load,
    cache: new TimedCache(responseCacheOptions),
    logger,
  });
  const states: SidebarCountsState['status'][] = [];
  watch.$counts.subscribe((state) => states.push(state.status));
  return { $session, $sidebarOpen, load, logger, watch, states };
}

describe('watchSidebarCounts', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('should ask for nothing when signed out, even with the sidebar open', async () => {
    const { $sidebarOpen, load, watch } = setUp(signedOut);
    $sidebarOpen.set(true);
    $sidebarOpen.set(false);
    $sidebarOpen.set(true);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(watch.$counts.get()).toEqual({ status: 'none' });
  });

  it('should ask nothing while the session is still being found out', async () => {
    const { $sidebarOpen, load } = setUp({ status: 'loading', user: null });
    $sidebarOpen.set(true);
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('should wait for a signed-in parent to open the sidebar, then show the two counts', async () => {
    const { $sidebarOpen, load, watch } = setUp(signedIn());
    await settle();
    expect(load).not.toHaveBeenCalled();
    $sidebarOpen.set(true);
    expect(watch.$counts.get()).toEqual({ status: 'loading' });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(watch.$counts.get()).toEqual({
      status: 'loaded',
      counts: { entranceBookings: 3, partyBookings: 1 },
    });
  });

  it('should ask when the session becomes signed in while the sidebar is open', async () => {
    const { $session, $sidebarOpen, load, watch } = setUp({ status: 'loading', user: null });
    $sidebarOpen.set(true);
    $session.set(signedIn());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(watch.$counts.get().status).toBe('loaded');
  });

  it('should serve a reopened sidebar from the response cache for two minutes, then ask again', async () => {
    const { $sidebarOpen, load } = setUp(signedIn());
    $sidebarOpen.set(true);
    await settle();
    $sidebarOpen.set(false);
    vi.setSystemTime(Date.now() + responseCacheOptions.maxAgeMs - 1);
    $sidebarOpen.set(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    $sidebarOpen.set(false);
    vi.setSystemTime(Date.now() + 1);
    $sidebarOpen.set(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should keep counts of different parents apart', async () => {
    const { $session, $sidebarOpen, load } = setUp(signedIn());
    $sidebarOpen.set(true);
    await settle();
    $session.set(signedIn({ ...astrid, username: 'karin.sjoberg@example.com' }));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should report a failure as failed, log it as a warning, and ask again at the next opening', async () => {
    const failure = new Error('500');
    const load = vi.fn<() => Promise<ProfileOverview>>().mockRejectedValueOnce(failure);
    load.mockResolvedValue(overview(0, 2));
    const { $sidebarOpen, logger, watch } = setUp(signedIn(), load);
    $sidebarOpen.set(true);
    await settle();
    expect(watch.$counts.get()).toEqual({ status: 'failed' });
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('profile-data'), failure);
    $sidebarOpen.set(false);
    $sidebarOpen.set(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(watch.$counts.get()).toEqual({
      status: 'loaded',
      counts: { entranceBookings: 0, partyBookings: 2 },
    });
  });

  it('should treat a reply without counts as unknown counts', async () => {
    const { $sidebarOpen, watch } = setUp(
      signedIn(),
      vi.fn(async () => null),
    );
    $sidebarOpen.set(true);
    await settle();
    expect(watch.$counts.get()).toEqual({
      status: 'loaded',
      counts: { entranceBookings: null, partyBookings: null },
    });
  });

  it('should forget the counts on sign-out and drop a reply that arrives afterwards', async () => {
    let answer: (value: ProfileOverview) => void = () => undefined;
    const load = vi.fn(() => new Promise<ProfileOverview>((resolve) => (answer = resolve)));
    const { $session, $sidebarOpen, watch } = setUp(signedIn(), load);
    $sidebarOpen.set(true);
    $session.set(signedOut);
    answer(overview(5, 5));
    await settle();
    expect(watch.$counts.get()).toEqual({ status: 'none' });
  });

  it('should stop following the stores when stopped', async () => {
    const { $sidebarOpen, load, watch } = setUp(signedIn());
    watch.stop();
    $sidebarOpen.set(true);
    await settle();
    expect(load).not.toHaveBeenCalled();
  });
});

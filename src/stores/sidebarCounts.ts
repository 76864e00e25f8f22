import { atom, type ReadableAtom } from 'nanostores';
import type { ProfileOverview } from '../lib/api/types/profile.ts';
import { cached } from '../lib/cache/cached.ts';
import type { TimedCache } from '../lib/cache/TimedCache.ts';
import type { Logger } from '../lib/log/logger.ts';
import type { SessionState } from '../lib/session/state.ts';

/**
 * The booking counts beside the sidebar's tickets and party links (spec §7 "Profile data for
 * the sidebar"). Asked for when a signed-in parent opens the sidebar, not as soon as the session
 * is known: most visits are one page from an e-mail and never open the menu, so asking on every
 * signed-in page view would cost the main API a call per page for counts nobody sees. The reply
 * is kept in the spec's response cache (2 minutes, §9), so opening the menu again soon asks
 * nothing. Signed out, nothing is asked.
 */
export interface SidebarCounts {
  entranceBookings: number | null;
  partyBookings: number | null;
}

export type SidebarCountsState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'loaded'; counts: SidebarCounts }
  | { status: 'failed' };

export interface SidebarCountsSources {
  session: ReadableAtom<SessionState>;
  sidebarOpen: ReadableAtom<boolean>;
  /** POST profile-data with the sidebar's flags, for the signed-in user. */
  loadProfileData: () => Promise<ProfileOverview | null>;
  /** The spec's response cache; entries are keyed by user, so one parent never sees another's. */
  cache: TimedCache<Promise<unknown>>;
  logger: Pick<Logger, 'warn'>;
}

export interface SidebarCountsWatch {
  $counts: ReadableAtom<SidebarCountsState>;
  stop(): void;
}

const none: SidebarCountsState = { status: 'none' };

function countsOf(overview: ProfileOverview | null): SidebarCounts {
  return {
    entranceBookings: overview?.entranceBookings ?? null,
    partyBookings: overview?.partyBookings ?? null,
  };
}

/** Keeps `$counts` in step with the session and the sidebar. */
export function watchSidebarCounts(sources: SidebarCountsSources): SidebarCountsWatch {
  const $counts = atom<SidebarCountsState>(none);
  // Each ask gets a number; a reply that arrives after sign-out or a newer ask is dropped.
  let asked = 0;

  const ask = async (user: string) => {
    const ask = ++asked;
    if ($counts.get().status !== 'loaded') $counts.set({ status: 'loading' });
    try {
      const overview = await cached(sources.cache, `profile-data:${user}`, sources.loadProfileData);
      if (ask === asked) $counts.set({ status: 'loaded', counts: countsOf(overview) });
    } catch (error) {
      sources.logger.warn('The sidebar could not load the booking counts (profile-data)', error);
      if (ask === asked) $counts.set({ status: 'failed' });
    }
  };

  const update = () => {
    const session = sources.session.get();
    if (session.status !== 'signedIn' || session.user === null) {
      asked++;
      sources.cache.clear();
      $counts.set(none);
      return;
    }
    if (sources.sidebarOpen.get()) void ask(session.user.username ?? '');
  };

  const stopSession = sources.session.listen(update);
  const stopSidebar = sources.sidebarOpen.listen((open) => {
    if (open) update();
  });
  update();
  return {
    $counts,
    stop() {
      stopSession();
      stopSidebar();
    },
  };
}

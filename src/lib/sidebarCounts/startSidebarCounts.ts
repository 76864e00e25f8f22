import type { ReadableAtom } from 'nanostores';
import { site } from '../../config/site.ts';
import { mainApiHttp } from '../api/serviceHttp.ts';
import { UserGatheringClient } from '../api/userGatheringClient.ts';
import { responseCacheOptions } from '../cache/apiCaches.ts';
import { TimedCache } from '../cache/TimedCache.ts';
import { log } from '../log/log.ts';
import type { SessionState } from '../session/state.ts';
import { currentAccessToken } from '../session/storedUser.ts';
import { renderSidebarCounts } from './renderSidebarCounts.ts';
import { watchSidebarCounts } from './sidebarCounts.ts';

let started = false;

/**
 * Starts the sidebar's booking counts. Loaded on demand (lib/session/boot.ts) the first time a
 * signed-in parent opens the sidebar, so a visit that never opens it downloads none of it. It
 * reads the two shell stores it follows, handed in (never boot's own type: that would be a
 * circle back to the module that loads this one).
 */
export function startSidebarCounts(stores: {
  session: ReadableAtom<SessionState>;
  sidebarOpen: ReadableAtom<boolean>;
}): void {
  if (started) return;
  started = true;
  const http = mainApiHttp(site.endpoints.mainApi, { accessToken: currentAccessToken });
  const client = new UserGatheringClient(http);
  const { $counts } = watchSidebarCounts({
    session: stores.session,
    sidebarOpen: stores.sidebarOpen,
    loadProfileData: () => client.profileData(),
    cache: new TimedCache(responseCacheOptions),
    logger: log,
  });
  renderSidebarCounts($counts);
}

import { site } from '../../config/site.ts';
import { mainApiHttp } from '../api/serviceHttp.ts';
import { UserGatheringClient } from '../api/userGatheringClient.ts';
import { responseCacheOptions } from '../cache/apiCaches.ts';
import { TimedCache } from '../cache/TimedCache.ts';
import { log } from '../log/log.ts';
import type { SessionStores } from '../session/boot.ts';
import { currentAccessToken } from '../session/storedUser.ts';
import { renderSidebarCounts } from './renderSidebarCounts.ts';
import { watchSidebarCounts } from './sidebarCounts.ts';

let started = false;

/**
 * Starts the sidebar's booking counts. Loaded on demand (lib/session/boot.ts) the first time a
 * signed-in parent opens the sidebar, so a visit that never opens it downloads none of it.
 */
export function startSidebarCounts(stores: SessionStores): void {
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

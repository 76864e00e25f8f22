import { site } from '../../config/site.ts';
import { mainApiHttp } from '../../lib/api/serviceHttp.ts';
import { UserGatheringClient } from '../../lib/api/userGatheringClient.ts';
import { responseCacheOptions } from '../../lib/cache/apiCaches.ts';
import { TimedCache } from '../../lib/cache/TimedCache.ts';
import { log } from '../../lib/log/log.ts';
import { currentAccessToken } from '../../lib/session/storedUser.ts';
import { renderSidebarCounts } from './renderSidebarCounts.ts';
import { $session } from '../../stores/session.ts';
import { $sidebarOpen } from '../../stores/sidebar.ts';
import { watchSidebarCounts } from '../../stores/sidebarCounts.ts';

let started = false;

/**
 * Starts the sidebar's booking counts. Loaded on demand (signInSession.ts hands the loader to
 * lib/session/boot.ts, which calls it) the first time a signed-in parent opens the sidebar, so a
 * visit that never opens it downloads none of it.
 */
export function startSidebarCounts(): void {
  if (started) return;
  started = true;
  const http = mainApiHttp(site.endpoints.mainApi, { accessToken: currentAccessToken });
  const client = new UserGatheringClient(http);
  const { $counts } = watchSidebarCounts({
    session: $session,
    sidebarOpen: $sidebarOpen,
    loadProfileData: () => client.profileData(),
    cache: new TimedCache(responseCacheOptions),
    logger: log,
  });
  renderSidebarCounts($counts);
}

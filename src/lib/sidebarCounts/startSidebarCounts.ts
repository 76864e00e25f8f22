import { site } from '../../config/site.ts';
import { $session } from '../../stores/session.ts';
import { $sidebarOpen } from '../../stores/sidebar.ts';
import { mainApiHttp } from '../api/serviceHttp.ts';
import { UserGatheringClient } from '../api/userGatheringClient.ts';
import { responseCacheOptions } from '../cache/apiCaches.ts';
import { TimedCache } from '../cache/TimedCache.ts';
import { log } from '../log/log.ts';
import { userManager } from '../session/userManager.ts';
import { renderSidebarCounts } from './renderSidebarCounts.ts';
import { watchSidebarCounts } from './sidebarCounts.ts';

let started = false;

/**
 * Starts the sidebar's booking counts. Loaded on demand by the session controller once the
 * parent is signed in (lib/session/controller.ts), so a signed-out visit downloads none of it.
 */
export function startSidebarCounts(): void {
  if (started) return;
  started = true;
  const http = mainApiHttp(site.endpoints.mainApi, {
    accessToken: async () => (await userManager().getUser())?.access_token,
  });
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

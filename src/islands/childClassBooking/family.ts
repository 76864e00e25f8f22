import { site } from '../../config/site.ts';
import { mainApiHttp } from '../../lib/api/serviceHttp.ts';
import { UserClient } from '../../lib/api/userClient.ts';
import { createApiCaches } from '../../lib/cache/apiCaches.ts';
import type { FamilyApi } from '../../stores/booking.ts';
import { currentAccessToken } from '../../lib/session/storedUser.ts';

/**
 * The signed-in parent's calls (GET /api/User/Me and /api/User/MyAccounts, bearer token). A
 * chunk of its own, fetched only once the session says signed in: a guest downloads none of it,
 * and the session code it uses is already there by then.
 */
export function familyApi(): FamilyApi {
  const users = new UserClient(
    mainApiHttp(site.endpoints.mainApi, { accessToken: currentAccessToken }),
    createApiCaches(),
  );
  return { me: () => users.me(), accounts: () => users.myAccounts() };
}

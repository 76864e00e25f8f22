import { site } from '../../config/site.ts';
import { fetchIsAuthenticated } from '../api/identityClient.ts';
import { identityHttp, mainApiHttp } from '../api/serviceHttp.ts';
import { fetchMe } from '../api/userClient.ts';
import type { SessionBackends } from './ports.ts';

/** The session's calls: login status at the identity service, the application user at the main API. */
export function sessionBackends(): SessionBackends {
  const identity = identityHttp(site.endpoints.identityApi);
  return {
    isLoggedIn: () => fetchIsAuthenticated(identity),
    async loadApplicationUser(accessToken) {
      const me = await fetchMe(mainApiHttp(site.endpoints.mainApi, { accessToken: () => accessToken }));
      if (!me) throw new Error('The main API gave no user for this access token');
      return {
        firstname: me.firstname ?? null,
        lastname: me.lastname ?? null,
        username: me.username ?? null,
        culture: me.culture ?? null,
        roles: me.roles ?? null,
      };
    },
  };
}

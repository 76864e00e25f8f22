import { site } from '../../config/site.ts';
import { IdentityClient } from '../api/identityClient.ts';
import { identityHttp, mainApiHttp } from '../api/serviceHttp.ts';
import { UserClient } from '../api/userClient.ts';
import { createApiCaches } from '../cache/apiCaches.ts';
import type { SessionBackends } from './ports.ts';

/** The session's calls: login status at the identity service, the application user at the main API. */
export function sessionBackends(): SessionBackends {
  const identity = new IdentityClient(identityHttp(site.endpoints.identityApi));
  return {
    isLoggedIn: () => identity.isAuthenticated(),
    async loadApplicationUser(accessToken) {
      const main = mainApiHttp(site.endpoints.mainApi, { accessToken: () => accessToken });
      const users = new UserClient(main, createApiCaches());
      const me = await users.me();
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

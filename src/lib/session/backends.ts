import { site } from '../../config/site.ts';
import { createApiClients } from '../api/apiClients.ts';
import type { SessionBackends } from './ports.ts';

/** The session's calls: login status at the identity service, the application user at the main API. */
export function sessionBackends(): SessionBackends {
  const { identity } = createApiClients({ endpoints: site.endpoints });
  return {
    isLoggedIn: () => identity.isAuthenticated(),
    async loadApplicationUser(accessToken) {
      const { users } = createApiClients({ endpoints: site.endpoints, accessToken: () => accessToken });
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

import type { MiddlewareHandler } from 'hono';
import type { StandInState } from '../seed/state.ts';
import { forbiddenBody, unauthorizedBody } from '../shared/errorBody.ts';
import type { MainApiEnv } from './app.ts';
import type { TokenVerifier } from './bearer.ts';

function rolesOf(claim: string | string[] | undefined): string[] {
  return claim === undefined ? [] : ([] as string[]).concat(claim);
}

/**
 * Bearer-token middleware (spec §6): `requireUser` answers 401 with a WWW-Authenticate header
 * unless a valid access token of a known account came along (an expired one included);
 * `requireRole` answers 403 when the token's role claim lacks the role.
 */
export function authMiddleware(state: StandInState, verify: TokenVerifier) {
  async function identify(header: string | undefined) {
    const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
    if (token === undefined) return { error: undefined };
    const claims = await verify(token);
    if (typeof claims === 'string') return { error: claims };
    const account = state.accounts.get(claims.sub);
    return account ? { account, roles: rolesOf(claims.role) } : { error: 'The account no longer exists.' };
  }

  const requireUser: MiddlewareHandler<MainApiEnv> = async (c, next) => {
    const found = await identify(c.req.header('Authorization'));
    if (!found.account) {
      const challenge =
        found.error === undefined
          ? 'Bearer'
          : `Bearer error="invalid_token", error_description="${found.error}"`;
      c.header('WWW-Authenticate', challenge);
      return c.json(unauthorizedBody, 401);
    }
    c.set('account', found.account);
    c.set('roles', found.roles);
    return next();
  };

  const requireRole =
    (role: string): MiddlewareHandler<MainApiEnv> =>
    async (c, next) =>
      c.get('roles').includes(role) ? next() : c.json(forbiddenBody, 403);

  return { requireUser, requireRole };
}

export type Auth = ReturnType<typeof authMiddleware>;

import type { IncomingMessage } from 'node:http';
import type { StandInState } from '../seed/state.ts';

/**
 * The e-mail of the account a main API request is made as, read from the bearer token's `sub`
 * without checking the signature: it only decides whether a fault aimed at one account
 * applies (README, "Failure on purpose"). The routes still verify every token properly.
 */
export function requestAccountEmail(state: StandInState) {
  return (req: IncomingMessage): string | undefined => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const payload = token?.split('.')[1];
    if (payload === undefined) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
      return typeof claims.sub === 'string'
        ? (state.accounts.get(claims.sub)?.user.email ?? undefined)
        : undefined;
    } catch {
      return undefined;
    }
  };
}

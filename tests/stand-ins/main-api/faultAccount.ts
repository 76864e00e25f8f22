import type { IncomingMessage } from 'node:http';
import type { StandInState } from '../seed/state.ts';
import { accountEmailOfJwt } from '../shared/tokenAccount.ts';

/**
 * The e-mail of the account a main API request is made as, read from the bearer token's `sub`
 * without checking the signature: it only decides whether a fault aimed at one account
 * applies (README, "Failure on purpose"). The routes still verify every token properly.
 */
export function requestAccountEmail(state: StandInState) {
  return (req: IncomingMessage): string | undefined => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    return token === undefined ? undefined : accountEmailOfJwt(state, token);
  };
}

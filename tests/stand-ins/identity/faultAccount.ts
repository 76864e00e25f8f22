import type { IncomingMessage } from 'node:http';
import type { Provider } from 'oidc-provider';
import type { StandInState } from '../seed/state.ts';
import { accountEmail, accountEmailOfJwt } from '../shared/tokenAccount.ts';
import { revocationPath } from './revocation.ts';

/** node-oidc-provider's end_session route: RP-initiated logout, what the silent sign-out frame loads. */
const endSessionPath = '/session/end';

/**
 * A request whose body was read before the provider got it. node-oidc-provider's body parser
 * takes the body from `req.body` when the stream is no longer readable
 * (lib/shared/selective_body.js); without it the revocation would arrive empty.
 */
interface RequestWithReadBody extends IncomingMessage {
  body?: string;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  // destroyOnReturn: false, as the provider reads it: the request must stay usable for the reply.
  for await (const chunk of req.iterator({ destroyOnReturn: false })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The revocation's `token`: a JWT access token names its account in `sub`; a refresh token is
 * opaque, so the provider looks it up. Expired, rotated or ended with its session, it is still
 * that account's: the question is whose sign-out this is, not whether the token is good. (One
 * already revoked is gone from the provider and matches no account.)
 */
async function revokingAccountEmail(
  req: RequestWithReadBody,
  state: StandInState,
  provider: Provider,
): Promise<string | undefined> {
  const body = await readBody(req);
  req.body = body;
  const token = new URLSearchParams(body).get('token');
  if (!token) return undefined;
  if (token.split('.').length === 3) return accountEmailOfJwt(state, token);
  const refreshToken = await provider.RefreshToken.find(token, {
    ignoreExpiration: true,
    ignoreSessionBinding: true,
  });
  return refreshToken?.accountId === undefined ? undefined : accountEmail(state, refreshToken.accountId);
}

/**
 * Whose sign-out an identity request is, for faults aimed at one account (README, "Failure on
 * purpose"), so a browser test can hold or refuse its own sign-out while the sign-outs of
 * tests beside it go through:
 * - `GET /session/end`: the account of `id_token_hint` (oidc-client-ts always sends it). The
 *   confirmation the page then posts (`POST /session/end/confirm`) carries no hint and stays
 *   unmatched; a fault on the GET holds the whole end-session anyway, as the frame posts the
 *   confirmation only once the page arrived.
 * - `POST /token/revocation`: the account of the revoked `token`. Its body is read here, the
 *   only body read before the provider, and handed on in `req.body`.
 * Every other request is nobody's: only faults without `account` apply to it.
 */
export function signOutAccountEmail(state: StandInState, provider: Provider) {
  return (req: IncomingMessage): string | undefined | Promise<string | undefined> => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'GET' && url.pathname === endSessionPath) {
      const hint = url.searchParams.get('id_token_hint');
      return hint === null ? undefined : accountEmailOfJwt(state, hint);
    }
    if (req.method === 'POST' && url.pathname === revocationPath) {
      return revokingAccountEmail(req, state, provider);
    }
    return undefined;
  };
}

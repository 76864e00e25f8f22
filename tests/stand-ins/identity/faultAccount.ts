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
 * The account of the provider session this browser's `_session` cookie names: an end-session
 * without a hint (a retry from a tab that did not sign out) and its confirmation carry only that.
 */
async function sessionAccountEmail(
  req: IncomingMessage,
  state: StandInState,
  provider: Provider,
): Promise<string | undefined> {
  const name = provider.cookieName('session');
  const cookie = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
  if (!cookie) return undefined;
  const session = await provider.Session.find(decodeURIComponent(cookie));
  return session?.accountId === undefined ? undefined : accountEmail(state, session.accountId);
}

/**
 * Whose sign-out an identity request is, for faults aimed at one account (README, "Failure on
 * purpose"), so a browser test can hold or refuse its own sign-out while the sign-outs of
 * tests beside it go through:
 * - `/session/end` and its confirmation (`/session/end/confirm`): the account of
 *   `id_token_hint` when there is one, else of the provider session the browser's cookie names
 *   (a retry without a hint, and the confirmation the page posts).
 * - `POST /token/revocation`: the account of the revoked `token`. Its body is read here, the
 *   only body read before the provider, and handed on in `req.body`.
 * Every other request is nobody's: only faults without `account` apply to it.
 */
export function signOutAccountEmail(state: StandInState, provider: Provider) {
  return (req: IncomingMessage): string | undefined | Promise<string | undefined> => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname === endSessionPath || url.pathname === `${endSessionPath}/confirm`) {
      const hint = url.searchParams.get('id_token_hint');
      return hint === null ? sessionAccountEmail(req, state, provider) : accountEmailOfJwt(state, hint);
    }
    if (req.method === 'POST' && url.pathname === revocationPath) {
      return revokingAccountEmail(req, state, provider);
    }
    return undefined;
  };
}

import { createHmac } from 'node:crypto';
import type { Provider } from 'oidc-provider';

/**
 * At the real service (IdentityServer) the sign-in cookie that `POST /api/Authentication/login`
 * sets IS the session `/authorize` looks for, so a prompt=none request right after it (the
 * product's silent sign-in) succeeds. node-oidc-provider keeps its own session cookie, so the
 * stand-in's REST sign-in starts one of those too: the same account, signed in now, for as
 * long as the identity cookie lives.
 *
 * The cookie is written the way the provider's Koa `cookies` writes it: `_session` with the
 * session id and `_session.sig`, an HMAC-SHA1 (Keygrip, URL-safe base64 without padding) of
 * `name=value` under the first of the provider's cookie keys.
 */
export async function providerSessionCookies(
  provider: Provider,
  cookieKeys: readonly string[],
  accountId: string,
  seconds: number,
): Promise<string[]> {
  const session = new provider.Session();
  session.loginAccount({ accountId });
  await session.save(seconds);
  const name = provider.cookieName('session');
  const attributes = `; Path=/; Max-Age=${seconds}; Secure; HttpOnly; SameSite=Lax`;
  return [
    `${name}=${session.id}${attributes}`,
    `${name}.sig=${keygripSignature(cookieKeys[0] ?? '', `${name}=${session.id}`)}${attributes}`,
  ];
}

function keygripSignature(key: string, data: string): string {
  return createHmac('sha1', key).update(data).digest('base64url');
}

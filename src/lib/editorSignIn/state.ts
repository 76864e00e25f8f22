/**
 * The OAuth `state`: a random value the sign-in start keeps in a cookie and sends to the git
 * host, which hands it back to the callback. A callback whose `state` is not the one this
 * browser's cookie holds was not started here (a forged link, or another person's code), and
 * is refused before any code is exchanged.
 */

/**
 * `__Host-`: the browser keeps it only if Secure, with Path=/ and no Domain, so no other host
 * (another subdomain included) can set or read it.
 */
export const stateCookieName = '__Host-editor-oauth-state';

/** Ten minutes: long enough to sign in at the git host (and pass its two-factor check). */
export const stateMaxAgeSeconds = 600;

/** 32 random bytes, base64url: nothing to guess, and safe in a URL and a cookie as it is. */
export function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * HttpOnly (no script reads it), SameSite=Lax (sent on the git host's top-level redirect back,
 * not on requests other sites make from their pages).
 */
export function stateCookie(state: string): string {
  return `${stateCookieName}=${state}; Max-Age=${stateMaxAgeSeconds}; Path=/; Secure; HttpOnly; SameSite=Lax`;
}

/** The same cookie, expired: a state is used once, whatever the outcome. */
export const clearedStateCookie = `${stateCookieName}=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax`;

/** The state the request's Cookie header holds, if any. */
export function stateFromCookies(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === stateCookieName) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * Equal, in a time that does not depend on where the two first differ, so the cookie's value
 * cannot be found a character at a time by timing the answers.
 */
export function sameState(expected: string, received: string): boolean {
  const encoder = new TextEncoder();
  const a = encoder.encode(expected);
  const b = encoder.encode(received);
  let difference = a.length ^ b.length;
  for (let index = 0; index < a.length; index++) {
    difference |= a[index]! ^ (b[index % Math.max(b.length, 1)] ?? 0);
  }
  return difference === 0;
}

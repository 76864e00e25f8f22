/**
 * The one rule for following an address that came from outside (a query parameter, an OIDC
 * state): it must lie under one of a few configured bases. Shared by the sign-in callbacks
 * (only this site's origin), onboarding's Continue (this country's own hosts) and the sign-in
 * page's `returnUrl` (exactly the identity service's authorize-callback path).
 */

/** An origin and a path prefix below it (`''` for the whole origin). */
export interface AllowedBase {
  origin: string;
  path: string;
  /** Only this very path, not the paths below it. */
  exact?: true;
}

/** A configured base address (`https://localhost:8792/se`) as an allowed base. */
export function allowedBase(base: string): AllowedBase {
  const url = new URL(base);
  return { origin: url.origin, path: url.pathname.replace(/\/+$/, '') };
}

/** One configured address (`https://id.playcentre.se/connect/authorize/callback`), nothing below it. */
export function exactAddress(address: string): AllowedBase {
  const url = new URL(address);
  return { origin: url.origin, path: url.pathname, exact: true };
}

/** Longer than any address a site of ours builds; a longer value is not followed. */
export const maxAddressLength = 2048;

// White space, control and format characters (zero-width, bidi) and backslashes have no place
// in an address a site builds; URL parsers drop or reinterpret them (tabs and newlines removed,
// `\` read as `/`), which is how filters that look at the raw text are fooled. Refused outright.
const forbiddenCharacters = /[\p{Cc}\p{Cf}\p{White_Space}\\]/u;

// `https:evil.example` is read relative to the base (a path on our host); no site of ours
// writes a scheme without `//`, so such a half-address is a trick, not a link.
const schemeWithoutSlashes = /^[a-z][a-z0-9+.-]*:(?!\/\/)/i;
// Encoded separators in the path (`/%2F%2Fevil`, `/%5Cevil`) are never built by our sites, and
// a server that decodes them before redirecting turns them into another host.
const encodedSeparator = /%(2f|5c)/i;

function isUnder(pathname: string, base: AllowedBase): boolean {
  if (base.exact) return pathname === base.path;
  return base.path === '' || pathname === base.path || pathname.startsWith(`${base.path}/`);
}

/**
 * The address a candidate names, parsed once by the WHATWG URL parser (as the browser will),
 * when it is http(s), carries no user-info and lies on an allowed origin under its path
 * prefix (whole segments only: `/se` allows `/se/x`, not `/sex` nor `/se%2F..`), or exactly
 * on its path for an `exact` base (compared after the parser has resolved `..` and `%2e%2e`).
 * Relative candidates resolve against `relativeTo`; without it only absolute addresses count.
 * Anything else, or anything that does not parse, gives undefined. Callers navigate to the
 * returned URL's `href`, never to the raw text.
 */
export function allowedUrl(
  candidate: unknown,
  bases: readonly AllowedBase[],
  relativeTo?: string,
): URL | undefined {
  if (typeof candidate !== 'string' || candidate === '' || candidate.length > maxAddressLength)
    return undefined;
  if (forbiddenCharacters.test(candidate) || schemeWithoutSlashes.test(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, relativeTo);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  // `https://evil@profile.playcentre.se` is on our host, but reads as evil's to a person.
  if (url.username !== '' || url.password !== '') return undefined;
  if (encodedSeparator.test(url.pathname)) return undefined;
  return bases.some((base) => url.origin === base.origin && isUnder(url.pathname, base)) ? url : undefined;
}

/**
 * Where a guard sends a visitor it turns away (spec §5): a path, a route given as segments
 * (`['/profile', 'sv', 'onboarding']`), or a function of the refused address that gives
 * either. The visitor always stays on this site: anything that resolves to another origin,
 * or cannot be resolved, becomes `/`.
 */
export type RouteSegments = readonly (string | number)[];

export interface ReturnContext {
  /** Path of the refused address. */
  path: string;
  /** Its query parameters (a copy). */
  params: URLSearchParams;
  /** The required parameters that were missing, empty or not found. */
  failed: readonly string[];
}

export type ReturnUrl = string | RouteSegments | ((context: ReturnContext) => string | RouteSegments);

export interface ReturnOptions {
  returnUrl: ReturnUrl;
  /** Adds `_t` with the unix time (seconds), so no cache serves an old copy of the return page. */
  cacheBuster?: boolean;
}

export const cacheBusterParam = '_t';

/** Resolves relative addresses when the refused one could not be read. */
const placeholderOrigin = 'https://guard.invalid';

/** The refused address, or undefined when it is garbage (or not http(s), such as `javascript:`). */
export function parseAddress(url: string): URL | undefined {
  try {
    const parsed = new URL(url, placeholderOrigin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A route array joined to an absolute path. A segment may hold several (`'profile/sv'`); each
 * part is percent-encoded, so a value such as an id cannot add a query or a host, and `.`,
 * `..` and empty parts are dropped, so none can climb out of the route.
 */
export function routePath(segments: RouteSegments): string {
  const parts = segments
    .flatMap((segment) => String(segment).split('/'))
    .filter((part) => part !== '' && part !== '.' && part !== '..');
  return `/${parts.map(encodeURIComponent).join('/')}`;
}

function returnTarget(returnUrl: ReturnUrl, context: ReturnContext): string {
  try {
    const target = typeof returnUrl === 'function' ? returnUrl(context) : returnUrl;
    if (typeof target === 'string') return target;
    return Array.isArray(target) ? routePath(target) : '/';
  } catch {
    // A return function that fails must not leave the visitor on a page they may not see.
    return '/';
  }
}

/**
 * The address a refused visitor goes to: the return URL, plus every query parameter of the
 * refused address except the failed ones and an old `_t` (the return URL's own parameters
 * win), plus a fresh `_t` when asked. Always a same-origin path with query.
 */
export function buildRedirect(
  options: ReturnOptions,
  refused: URL | undefined,
  failed: readonly string[],
  now: number,
): string {
  const origin = refused?.origin ?? placeholderOrigin;
  const context: ReturnContext = {
    path: refused?.pathname ?? '/',
    params: new URLSearchParams(refused?.searchParams),
    failed,
  };
  let target: URL;
  try {
    target = new URL(returnTarget(options.returnUrl, context), refused ?? placeholderOrigin);
    if (target.origin !== origin) target = new URL('/', origin);
  } catch {
    target = new URL('/', origin);
  }
  const ownNames = new Set(target.searchParams.keys());
  for (const [name, value] of refused?.searchParams ?? []) {
    if (failed.includes(name) || name === cacheBusterParam || ownNames.has(name)) continue;
    target.searchParams.append(name, value);
  }
  if (options.cacheBuster) target.searchParams.set(cacheBusterParam, String(Math.floor(now / 1000)));
  return `${target.pathname}${target.search}${target.hash}`;
}

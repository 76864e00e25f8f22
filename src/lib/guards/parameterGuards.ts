import { allow, type Guard } from './guard.ts';
import { buildRedirect, parseAddress, type ReturnOptions } from './returnUrl.ts';

/**
 * The parameter guards of spec §5. A query parameter counts by its first value, the one a page
 * reads with `URLSearchParams.get`, so `?code=&code=x` is refused just as the page would see an
 * empty code; a value of only spaces is empty too.
 */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Required query parameters: each must be present and not empty. */
export function requireQueryParams(names: readonly string[], options: ReturnOptions): Guard {
  return (input) => {
    const address = parseAddress(input.url);
    const failed = names.filter((name) => isBlank(address?.searchParams.get(name)));
    return failed.length === 0 ? allow : { redirectTo: buildRedirect(options, address, failed, input.now) };
  };
}

/**
 * Required navigation-state parameters (history.state, set by the page that navigated here):
 * each must be an own property that is not undefined, null or an empty string. A reload keeps
 * the state; opening the address afresh does not, which is what this guard catches.
 */
export function requireStateParams(names: readonly string[], options: ReturnOptions): Guard {
  return (input) => {
    const state = typeof input.state === 'object' && input.state !== null ? input.state : undefined;
    const failed = names.filter(
      (name) =>
        state === undefined ||
        !Object.hasOwn(state, name) ||
        isBlank((state as Record<string, unknown>)[name]),
    );
    if (failed.length === 0) return allow;
    // The failed names are state, not query: every query parameter travels on.
    return { redirectTo: buildRedirect(options, parseAddress(input.url), [], input.now) };
  };
}

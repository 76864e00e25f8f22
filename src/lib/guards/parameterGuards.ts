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

import type { CountryCode } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { commonSecurityHeaders } from '../../src/lib/edge/securityHeaders.ts';

/** GETs a path on a country's local site without following redirects. */
export function get(country: CountryCode, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(new URL(path, endpointsFor('development', country).host), { redirect: 'manual', ...init });
}

/** The security headers every response must carry, page or not. */
export function missingSecurityHeaders(response: Response): string[] {
  const names = [...Object.keys(commonSecurityHeaders), 'Content-Security-Policy'];
  return names.filter((name) => !response.headers.get(name));
}

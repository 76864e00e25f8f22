import { countries, isCountryCode, type Country } from '../../config/countries.ts';
import { endpointsFor, isEnvironmentName, type CountryEndpoints } from '../../config/environments.ts';
import type { FunctionEnv } from '../../config/cloudflare.ts';
import { createLogger, minimumLevelFor, type Logger, type LogSink } from '../log/logger.ts';
import { cachePolicy } from './cachePolicy.ts';
import { functionSecurityHeaders } from './securityHeaders.ts';

/** What a Function knows about the site it runs for, from the project's variables. */
export interface SiteContext {
  country: Country;
  endpoints: CountryEndpoints;
}

/**
 * Reads COUNTRY and ENVIRONMENT (set per Pages project, see src/config/cloudflare.ts).
 * Undefined when they are missing or wrong: the caller answers 500 rather than guess a host.
 */
export function siteContext(env: Partial<FunctionEnv>): SiteContext | undefined {
  const { COUNTRY: country, ENVIRONMENT: environment } = env;
  if (!isCountryCode(country) || !isEnvironmentName(environment)) return undefined;
  return { country: countries[country], endpoints: endpointsFor(environment, country) };
}

/**
 * The logger of a Function, at the level of the project's ENVIRONMENT variable (spec §9: errors
 * only in production). An unknown or missing ENVIRONMENT logs as production: quiet, yet a
 * misconfigured project's errors still reach `wrangler pages deployment tail`.
 */
export function functionLogger(env: Partial<FunctionEnv>, sink: LogSink = console): Logger {
  const environment = isEnvironmentName(env.ENVIRONMENT) ? env.ENVIRONMENT : 'production';
  return createLogger(minimumLevelFor(environment), sink);
}

/** A redirect from a Function, with the security headers `_headers` cannot add to it. */
export function redirectResponse(location: string, status: number): Response {
  return new Response(null, {
    status,
    headers: { ...functionSecurityHeaders(), Location: location, 'Cache-Control': cachePolicy.userState },
  });
}

/** A plain-text error an engineer on call can read; never a stack trace. */
export function errorResponse(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: {
      ...functionSecurityHeaders(),
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}

import { countries, isCountryCode, type Country } from './countries.ts';
import {
  endpointsFor,
  environments,
  isEnvironmentName,
  type CountryEndpoints,
  type EnvironmentInfo,
} from './environments.ts';

/**
 * The country and environment one Astro build is for. `scripts/build.ts` runs one build per
 * country and passes them as SITE_COUNTRY and SITE_ENVIRONMENT; a build started any other way
 * must say them too, so a misconfigured build stops instead of shipping the wrong country.
 */
export interface BuildTarget {
  country: Country;
  environment: EnvironmentInfo;
  endpoints: CountryEndpoints;
  /** The application version (src/config/version.ts), shown in every page and its meta tag. */
  version: string;
}

export function buildTargetFrom(env: Record<string, string | undefined>): BuildTarget {
  const country = env['SITE_COUNTRY'];
  const environment = env['SITE_ENVIRONMENT'];
  if (!isCountryCode(country)) {
    throw new Error(
      `SITE_COUNTRY must be one of se, no, dk, fi, de (got ${JSON.stringify(country)}); build with "npm run build".`,
    );
  }
  if (!isEnvironmentName(environment)) {
    throw new Error(
      `SITE_ENVIRONMENT must be development, staging or production (got ${JSON.stringify(environment)}).`,
    );
  }
  const version = env['SITE_VERSION'];
  if (!version) {
    throw new Error(
      'SITE_VERSION must be set (scripts/lib/buildVersion.ts works it out); build with "npm run build".',
    );
  }
  return {
    version,
    country: countries[country],
    environment: environments[environment],
    endpoints: endpointsFor(environment, country),
  };
}

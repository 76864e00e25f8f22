import { countries, countryCodes, type CountryCode } from '../../../src/config/countries.ts';
import { developmentPorts, endpointsFor, type CountryEndpoints } from '../../../src/config/environments.ts';

/** The development endpoints of every country, as src/config gives them. */
export const developmentEndpoints: Record<CountryCode, CountryEndpoints> = Object.fromEntries(
  countryCodes.map((code) => [code, endpointsFor('development', code)]),
) as Record<CountryCode, CountryEndpoints>;

/** Origins of the five development sites, the only browsers' origins the stand-ins answer. */
export const siteOrigins: readonly string[] = countryCodes.map((code) => developmentEndpoints[code].host);

/**
 * Where each stand-in listens, as src/config addresses them in development (the same for every
 * country; the account site is the origin of `accountBase`, which adds the country).
 */
export const standInUrls = {
  identity: developmentEndpoints.se.identityAuthority,
  mainApi: developmentEndpoints.se.mainApi,
  accountSite: new URL(developmentEndpoints.se.accountBase).origin,
} as const;

export type StandInName = keyof typeof standInUrls;

export { countries, countryCodes, developmentPorts, type CountryCode };

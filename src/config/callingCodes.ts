import type { CountryCode } from './countries.ts';

/**
 * International calling codes of the countries in the country table (ITU-T E.164). The phone
 * step of onboarding offers these, the site's own country first chosen; a Record keyed by
 * country code, so adding a country without its code does not compile.
 */
export const callingCodes: Readonly<Record<CountryCode, string>> = {
  se: '+46',
  no: '+47',
  dk: '+45',
  fi: '+358',
  de: '+49',
};

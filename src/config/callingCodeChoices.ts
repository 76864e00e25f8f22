import { callingCodes } from './callingCodes.ts';
import { countryList, type Country } from './countries.ts';

export interface CallingCodeChoice {
  value: string;
  label: string;
}

/**
 * The calling codes a phone field offers (onboarding, class booking), worked out at build
 * time: the site's own country first, as the default, then the others of the country table,
 * each with its flag and native name.
 */
export function callingCodeChoices(siteCountry: Country): CallingCodeChoice[] {
  const ordered = [siteCountry, ...countryList.filter((other) => other.code !== siteCountry.code)];
  return ordered.map((each) => ({
    value: callingCodes[each.code],
    label: `${each.flag} ${each.nativeName} (${callingCodes[each.code]})`,
  }));
}

/** A phone field's choices and its default: this site's own calling code. */
export function phoneChoices(siteCountry: Country): {
  callingCodes: CallingCodeChoice[];
  defaultCallingCode: string;
} {
  return {
    callingCodes: callingCodeChoices(siteCountry),
    defaultCallingCode: callingCodes[siteCountry.code],
  };
}

import { callingCodes } from './callingCodes.ts';
import type { CountryCode } from './countries.ts';

/**
 * What a mobile number looks like in each country of the country table, without its calling
 * code: the product asks for a mobile number (booking confirmations and reminders go by text
 * message). From the national numbering plans, as Google's libphonenumber encodes them; a unit
 * test holds these against that library (tests/unit/forms/phoneCheck.test.ts). A Record keyed by
 * country code, so adding a country without its plan does not compile.
 */
export interface MobileNumberPlan {
  /** The digit written before a national number at home and dropped after the calling code. */
  trunkPrefix: '0' | null;
  /** Digits of the number without trunk prefix (the national significant number). */
  length: { min: number; max: number };
  /** How the number without trunk prefix begins. */
  begins: RegExp;
}

export const mobileNumberPlans: Readonly<Record<CountryCode, MobileNumberPlan>> = {
  // 070, 072, 073, 076 and 079, then seven digits.
  se: { trunkPrefix: '0', length: { min: 9, max: 9 }, begins: /^7[02369]/ },
  // Eight digits beginning with 4 or 9.
  no: { trunkPrefix: null, length: { min: 8, max: 8 }, begins: /^[49]/ },
  // Eight digits; no Danish number begins with 0 or 1.
  dk: { trunkPrefix: null, length: { min: 8, max: 8 }, begins: /^[2-9]/ },
  // 04x and 050, then four to eight digits.
  fi: { trunkPrefix: '0', length: { min: 6, max: 10 }, begins: /^(?:4|50)/ },
  // 015x, 016x and 017x, then seven or eight digits.
  de: { trunkPrefix: '0', length: { min: 10, max: 11 }, begins: /^1[5-7]/ },
};

/** The plan of a calling code the phone fields offer (`+46`), or undefined for any other. */
export function mobileNumberPlanOf(callingCode: string): MobileNumberPlan | undefined {
  const country = (Object.keys(callingCodes) as CountryCode[]).find(
    (code) => callingCodes[code] === callingCode,
  );
  return country && mobileNumberPlans[country];
}

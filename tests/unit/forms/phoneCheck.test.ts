import fc from 'fast-check';
import { parsePhoneNumberFromString, type CountryCode as LibraryCountry } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { callingCodes } from '../../../src/config/callingCodes.ts';
import { countryCodes, type CountryCode } from '../../../src/config/countries.ts';
import { mobileNumberPlans } from '../../../src/config/mobileNumbers.ts';
import { checkPhone } from '../../../src/lib/forms/fieldChecks.ts';

/**
 * The mobile-number plans (config/mobileNumbers.ts) held against Google's libphonenumber, the
 * numbering plans' well-kept encoding: a number it calls a mobile number of the country passes
 * our check, as parents write it (with the trunk 0, spaced), and a number of a length it never
 * gives a mobile number there is refused. The library stays in the tests: its metadata would
 * weigh more than the forms' whole budget allows.
 */
const library = (country: CountryCode) => country.toUpperCase() as LibraryCountry;

function isMobile(national: string, country: CountryCode): boolean {
  const parsed = parsePhoneNumberFromString(`${callingCodes[country]}${national}`, library(country));
  const type = parsed?.isValid() ? parsed.getType() : undefined;
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** As a parent writes it at home: the trunk prefix first, digits in groups of two or three. */
function asWritten(national: string, country: CountryCode): string {
  const number = `${mobileNumberPlans[country].trunkPrefix ?? ''}${national}`;
  return number.replace(/(\d{3})(?=\d)/g, '$1 ');
}

/** National numbers that begin like the country's mobile numbers, and some that do not. */
const nationalNumbers = (country: CountryCode) => {
  const starts: Record<CountryCode, string[]> = {
    se: ['70', '72', '73', '76', '79', '8', '1'],
    no: ['4', '9', '2', '5'],
    dk: ['2', '3', '4', '5', '6', '7', '8', '9'],
    fi: ['40', '41', '44', '45', '46', '50', '9', '2'],
    de: ['151', '152', '157', '160', '162', '170', '176', '179', '30', '89'],
  };
  return fc
    .tuple(
      fc.constantFrom(...starts[country]),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 10 }),
    )
    .map(([start, rest]) => `${start}${rest.join('')}`);
};

describe('mobile-number plans, held against libphonenumber', () => {
  it.each(countryCodes)('%s: every number the library calls mobile passes, written as at home', (country) => {
    fc.assert(
      fc.property(nationalNumbers(country), (national) => {
        fc.pre(isMobile(national, country));
        expect(checkPhone(asWritten(national, country), callingCodes[country])).toBeUndefined();
        // Written without the trunk prefix, as the hint's example is, too.
        expect(checkPhone(national, callingCodes[country])).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it.each(countryCodes)(
    '%s: a number of a length the library never gives a mobile number is refused',
    (country) => {
      fc.assert(
        fc.property(nationalNumbers(country), (national) => {
          const { min, max } = mobileNumberPlans[country].length;
          fc.pre(national.length < min || national.length > max);
          expect(isMobile(national, country)).toBe(false);
          expect(checkPhone(national, callingCodes[country])).toMatch(/^too(Short|Long)$/);
        }),
        { numRuns: 300 },
      );
    },
  );
});

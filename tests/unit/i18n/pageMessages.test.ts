import { describe, expect, it } from 'vitest';
import { countryList } from '../../../src/config/countries.ts';
import { callingCodes } from '../../../src/config/callingCodes.ts';
import { checkPhone } from '../../../src/lib/forms/fieldChecks.ts';
import { pageMessages } from '../../../src/i18n/pageMessages.ts';
import { flatten } from './texts.ts';

/** Every page of every site: a country and one of its languages. */
const pages = countryList.flatMap((country) => country.languages.map((language) => ({ country, language })));

describe(pageMessages, () => {
  it.each(pages.map((page) => [page.country.code, page.language, page] as const))(
    '%s/%s should have every example filled in, and only the examples',
    (_code, _language, { country, language }) => {
      for (const [key, text] of flatten(pageMessages(language, country))) {
        expect(text, key).not.toMatch(/\{\{\s*(phoneExample|dateExample)\s*\}\}/);
      }
      // Placeholders the islands fill stay for them.
      expect(pageMessages(language, country).onboarding.children.added).toContain('{{name}}');
    },
  );

  it("should give the page's own country's mobile number, in English too", () => {
    const finland = countryList.find((country) => country.code === 'fi')!;
    const germany = countryList.find((country) => country.code === 'de')!;
    expect(pageMessages('en', finland).onboarding.phone.numberHint).toBe(
      'Without the country code, for example 40 123 4567.',
    );
    expect(pageMessages('en', germany).childClassBooking.parent.phoneHint).toBe(
      'Without the country code, for example 151 2345 6789.',
    );
    expect(pageMessages('fi', finland).register.problems.phoneInvalid).toContain('40 123 4567');
  });

  it("should write the date example as the page's locale writes a date", () => {
    const [sweden, norway, , finland, germany] = countryList;
    expect(pageMessages('sv', sweden!).onboarding.children.birthdateInvalid).toBe(
      'Fyll i ett giltigt datum, till exempel 2019-05-24.',
    );
    expect(pageMessages('nb', norway!).onboarding.children.birthdateInvalid).toContain('24.5.2019');
    expect(pageMessages('fi', finland!).childClassBooking.problems.childBirthdateInvalid).toContain(
      '24.5.2019',
    );
    expect(pageMessages('de', germany!).childClassBooking.problems.childBirthdateInvalid).toContain(
      '24.5.2019',
    );
    expect(pageMessages('en', germany!).onboarding.children.birthdateInvalid).toBe(
      'Enter a valid date, for example 24/05/2019.',
    );
  });

  it.each(countryList.map((country) => [country.code, country] as const))(
    "%s's mobile example should pass the phone check it illustrates",
    (_code, country) => {
      expect(checkPhone(country.mobileExample, callingCodes[country.code])).toBeUndefined();
    },
  );
});

import { describe, expect, it } from 'vitest';
import { checkBirthdate } from '../../../src/lib/forms/birthdateCheck.ts';
import {
  checkEmail,
  checkPhone,
  checkRequired,
  cleanEmail,
  phoneDigits,
} from '../../../src/lib/forms/fieldChecks.ts';

describe('fieldChecks', () => {
  describe(checkEmail, () => {
    it.each(['anna@example.com', ' anna.berg+lek@example.co.uk ', 'åsa@exempel.se'])(
      'should accept %j',
      (email) => {
        expect(checkEmail(email)).toBeUndefined();
      },
    );

    it.each([
      ['', 'required'],
      ['  \n', 'required'],
      ['anna', 'invalid'],
      ['anna@example', 'invalid'],
      ['anna @example.com', 'invalid'],
      ['@example.com', 'invalid'],
    ])('should refuse %j as %s', (email, check) => {
      expect(checkEmail(email)).toBe(check);
    });
  });

  describe(cleanEmail, () => {
    it('should remove the space a paste brings', () => {
      expect(cleanEmail('  anna@example.com\n')).toBe('anna@example.com');
    });
  });

  describe(checkPhone, () => {
    it.each([
      ['070-123 45 67', '+46'],
      ['70 123 45 67', '+46'],
      ['(0)170 123 4567', '+49'],
      ['0151 2345 6789', '+49'],
      ['412 34 567', '+47'],
      ['20 12 34 56', '+45'],
      ['040 123 4567', '+358'],
      ['50 123 45', '+358'],
    ])('should accept %j after %s', (phone, callingCode) => {
      expect(checkPhone(phone, callingCode)).toBeUndefined();
    });

    it.each([
      ['', '+46', 'required'],
      ['+46 70 123 45 67', '+46', 'invalid'],
      ['070-ABC', '+46', 'invalid'],
      // What parents were told was a matter of characters: too short, in their own words.
      ['12', '+46', 'tooShort'],
      ['070 123 45 6', '+46', 'tooShort'],
      ['412 34 56', '+47', 'tooShort'],
      // The calling code typed in as well.
      ['46 70 123 45 67', '+46', 'tooLong'],
      ['0046 70 123 45 67', '+46', 'tooLong'],
      ['0151 2345 67890', '+49', 'tooLong'],
      // Numbers of the right length that the country never gives a mobile phone.
      ['08 123 456 78', '+46', 'notForCountry'],
      ['212 34 567', '+47', 'notForCountry'],
      ['012 34 567', '+47', 'notForCountry'],
      ['030 1234 5678', '+49', 'notForCountry'],
      ['09 123 4567', '+358', 'notForCountry'],
    ])('should refuse %j after %s as %s', (phone, callingCode, check) => {
      expect(checkPhone(phone, callingCode)).toBe(check);
    });

    it('should judge a calling code it has no plan for by its length alone', () => {
      expect(checkPhone('20 1234 5678', '+44')).toBeUndefined();
      expect(checkPhone('12345', '+44')).toBe('tooShort');
      expect(checkPhone('123456789012345', '+44')).toBe('tooLong');
    });

    it('should keep only the digits for the server', () => {
      expect(phoneDigits('070-123 45 67')).toBe('0701234567');
    });
  });

  describe(checkRequired, () => {
    it('should ask for a value that is only space', () => {
      expect(checkRequired(' ')).toBe('required');
      expect(checkRequired('Ebba')).toBeUndefined();
    });
  });

  describe(checkBirthdate, () => {
    const today = '2026-11-22';

    it('should accept a real day from 1900 up to today', () => {
      expect(checkBirthdate('2026-11-22', today)).toBeUndefined();
      expect(checkBirthdate('1900-01-01', today)).toBeUndefined();
      expect(checkBirthdate(' 2024-02-29 ', today)).toBeUndefined();
    });

    it.each([
      ['', 'required'],
      ['2025-02-30', 'invalid'],
      ['1899-12-31', 'invalid'],
      ['4/5/2020', 'invalid'],
      ['2020-05-04T00:00', 'invalid'],
      ['2026-11-23', 'future'],
    ])('should refuse %j as %s', (birthdate, check) => {
      expect(checkBirthdate(birthdate, today)).toBe(check);
    });
  });
});

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
    it.each(['070-123 45 67', '(0)30 1234 567', '412 34 567'])('should accept %j', (phone) => {
      expect(checkPhone(phone)).toBeUndefined();
    });

    it.each([
      ['', 'required'],
      ['+46 70 123 45 67', 'invalid'],
      ['12345', 'invalid'],
      ['123456789012345', 'invalid'],
      ['070-ABC', 'invalid'],
    ])('should refuse %j as %s', (phone, check) => {
      expect(checkPhone(phone)).toBe(check);
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

import { describe, expect, it } from 'vitest';
import { checkLanguage, LocaleError } from '../../../src/i18n/locale.ts';

describe('checkLanguage', () => {
  it('should accept a country language', () => {
    expect(checkLanguage('sv', 'se')).toBe('sv');
    expect(checkLanguage('en', 'fi')).toBe('en');
  });

  it.each(['SV', 'swe', 's', '', 'e1', ' sv', 'sv/', undefined, null, 42])(
    'should raise "Invalid locale format" for %j',
    (code) => {
      expect(() => checkLanguage(code, 'se')).toThrow(new LocaleError('Invalid locale format'));
    },
  );

  it.each([
    ['nb', 'se'],
    ['sv', 'de'],
    ['xx', 'dk'],
  ] as const)('should raise "Invalid locale" for %s in %s', (code, country) => {
    expect(() => checkLanguage(code, country)).toThrow(new LocaleError('Invalid locale'));
  });
});

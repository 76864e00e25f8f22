import { describe, expect, it } from 'vitest';
import type { PasswordRules } from '../../../src/lib/api/types/user.ts';
import { passwordRuleChecks } from '../../../src/lib/signIn/passwordRules.ts';

/** ASP.NET Identity's defaults, which the identity service uses. */
const identityDefaults: PasswordRules = {
  requiredLength: 8,
  requiredUniqueChars: 4,
  requireNonAlphanumeric: false,
  requireLowercase: true,
  requireUppercase: true,
  requireDigit: true,
};

const met = (password: string, rules: PasswordRules = identityDefaults) =>
  Object.fromEntries(passwordRuleChecks(rules, password).map((check) => [check.id, check.met]));

describe(passwordRuleChecks, () => {
  it('should list the rules the server states, in reading order, with their numbers', () => {
    expect(passwordRuleChecks(identityDefaults, '')).toEqual([
      { id: 'length', count: 8, met: false },
      { id: 'uniqueChars', count: 4, met: false },
      { id: 'lowercase', count: 0, met: false },
      { id: 'uppercase', count: 0, met: false },
      { id: 'digit', count: 0, met: false },
    ]);
  });

  it.each([
    ['Lekplats-2025', { length: true, uniqueChars: true, lowercase: true, uppercase: true, digit: true }],
    ['lekplats', { length: true, uniqueChars: true, lowercase: true, uppercase: false, digit: false }],
    ['Aa1Aa1Aa', { length: true, uniqueChars: false, lowercase: true, uppercase: true, digit: true }],
    ['ÅÄÖåäö12', { length: true, uniqueChars: true, lowercase: false, uppercase: false, digit: true }],
  ])('should tick off what %j meets, as the server counts it', (password, expected) => {
    expect(met(password)).toEqual(expected);
  });

  it('should count characters, not UTF-16 units, for the length', () => {
    expect(met('😀😀😀😀Aa1', { ...identityDefaults, requiredLength: 7 })['length']).toBe(true);
  });

  it('should check for a symbol when the server asks for one, counting ä as one like the server', () => {
    const rules = { ...identityDefaults, requireNonAlphanumeric: true };
    expect(met('Lekplats2025', rules)['symbol']).toBe(false);
    expect(met('Lekplats-2025', rules)['symbol']).toBe(true);
    expect(met('Lekpläts2025', rules)['symbol']).toBe(true);
  });

  it.each([
    ['no rules (the call failed)', null, []],
    [
      'all off',
      {
        requiredLength: 0,
        requiredUniqueChars: 1,
        requireNonAlphanumeric: false,
        requireLowercase: null,
        requireUppercase: false,
        requireDigit: null,
      },
      [],
    ],
  ])('should list nothing for %s', (_, rules, list) => {
    expect(passwordRuleChecks(rules, 'x')).toEqual(list);
  });
});

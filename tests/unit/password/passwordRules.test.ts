import { describe, expect, it } from 'vitest';
import type { PasswordRules } from '../../../src/lib/api/types/user.ts';
import { serviceNote } from '../../../src/lib/errors/serviceCodes.ts';
import {
  changedPasswordRules,
  newPasswordProblem,
  passwordRuleChecks,
  unmetPasswordRules,
  type PasswordRuleId,
} from '../../../src/lib/password/passwordRules.ts';
import {
  passwordProblems,
  seededPasswordRules,
  type PasswordOptions,
} from '../../stand-ins/shared/passwords.ts';

/**
 * The checks must agree with ASP.NET Core Identity's PasswordValidator, which the services run
 * (dotnet/aspnetcore src/Identity/Extensions.Core/src/PasswordValidator.cs): ASCII letters and
 * digits only, length and different characters in UTF-16 code units, blank counts as too short.
 */
const strict: PasswordRules = {
  requiredLength: 12,
  requiredUniqueChars: 8,
  requireNonAlphanumeric: true,
  requireLowercase: true,
  requireUppercase: true,
  requireDigit: true,
};

const lax: PasswordRules = {
  requiredLength: 4,
  requiredUniqueChars: 1,
  requireNonAlphanumeric: false,
  requireLowercase: false,
  requireUppercase: false,
  requireDigit: false,
};

/** ASP.NET Core Identity's own defaults (PasswordOptions). */
const aspNetDefault: PasswordRules = {
  requiredLength: 6,
  requiredUniqueChars: 1,
  requireNonAlphanumeric: true,
  requireLowercase: true,
  requireUppercase: true,
  requireDigit: true,
};

/** What the stand-ins are seeded with (the services' real rules). */
const seeded: PasswordRules = seededPasswordRules;

type Unmet = PasswordRuleId[];

/** Password, then the rules it leaves unmet under strict, lax, ASP.NET's defaults and the seeded rules. */
const table: [string, Unmet, Unmet, Unmet, Unmet][] = [
  [
    '',
    ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit', 'symbol'],
    ['length'],
    ['length', 'lowercase', 'uppercase', 'digit', 'symbol'],
    ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
  ],
  [
    ' ',
    ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
    ['length'],
    ['length', 'lowercase', 'uppercase', 'digit'],
    ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
  ],
  [
    ' '.repeat(8),
    ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
    ['length'],
    ['length', 'lowercase', 'uppercase', 'digit'],
    ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
  ],
  [
    ' '.repeat(12),
    ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
    ['length'],
    ['length', 'lowercase', 'uppercase', 'digit'],
    ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
  ],
  [
    '\u0009\u000a\u000d\u000b\u000c\u0085',
    ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
    ['length'],
    ['length', 'lowercase', 'uppercase', 'digit'],
    ['length', 'lowercase', 'uppercase', 'digit'],
  ],
  [
    '\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0',
    ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
    ['length'],
    ['length', 'lowercase', 'uppercase', 'digit'],
    ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
  ],
  [
    '\u3000\u2028\u2029\u2003\u202f\u205f\u1680\u2000',
    ['length', 'lowercase', 'uppercase', 'digit'],
    ['length'],
    ['length', 'lowercase', 'uppercase', 'digit'],
    ['length', 'lowercase', 'uppercase', 'digit'],
  ],
  [
    '\ufeff\ufeff\ufeff\ufeff\ufeff\ufeff\ufeff\ufeff',
    ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
    [],
    ['lowercase', 'uppercase', 'digit'],
    ['uniqueChars', 'lowercase', 'uppercase', 'digit'],
  ],
  [
    '\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b',
    ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
    [],
    ['lowercase', 'uppercase', 'digit'],
    ['uniqueChars', 'lowercase', 'uppercase', 'digit'],
  ],
  [
    'abc',
    ['length', 'uniqueChars', 'uppercase', 'digit', 'symbol'],
    ['length'],
    ['length', 'uppercase', 'digit', 'symbol'],
    ['length', 'uniqueChars', 'uppercase', 'digit'],
  ],
  [
    'abcd',
    ['length', 'uniqueChars', 'uppercase', 'digit', 'symbol'],
    [],
    ['length', 'uppercase', 'digit', 'symbol'],
    ['length', 'uppercase', 'digit'],
  ],
  [
    'password',
    ['length', 'uniqueChars', 'uppercase', 'digit', 'symbol'],
    [],
    ['uppercase', 'digit', 'symbol'],
    ['uppercase', 'digit'],
  ],
  ['Password', ['length', 'uniqueChars', 'digit', 'symbol'], [], ['digit', 'symbol'], ['digit']],
  ['Password1', ['length', 'symbol'], [], ['symbol'], []],
  ['Passw0rd!', ['length'], [], [], []],
  ['Lekplats-2025', [], [], [], []],
  ['lekplats-2025', ['uppercase'], [], ['uppercase'], ['uppercase']],
  ['LEKPLATS-2025', ['lowercase'], [], ['lowercase'], ['lowercase']],
  ['Lekplats2025', ['symbol'], [], ['symbol'], []],
  ['aaaaaaA1', ['length', 'uniqueChars', 'symbol'], [], ['symbol'], ['uniqueChars']],
  ['aaAA11!!', ['length', 'uniqueChars'], [], [], []],
  ['aA1!aA1!aA1!', ['uniqueChars'], [], [], []],
  ['lekplatsÖ12', ['length', 'uppercase'], [], ['uppercase'], ['uppercase']],
  ['LEKPLATSö12', ['length', 'lowercase'], [], ['lowercase'], ['lowercase']],
  [
    'ÅÄÖåäö12',
    ['length', 'lowercase', 'uppercase'],
    [],
    ['lowercase', 'uppercase'],
    ['lowercase', 'uppercase'],
  ],
  [
    'ØÆÅøæå-9',
    ['length', 'lowercase', 'uppercase'],
    [],
    ['lowercase', 'uppercase'],
    ['lowercase', 'uppercase'],
  ],
  ['Straße12', ['length'], [], [], []],
  ['ÉCOLEécole1', ['length'], [], [], []],
  [
    'Ａｂｃ１２３４５',
    ['length', 'lowercase', 'uppercase', 'digit'],
    [],
    ['lowercase', 'uppercase', 'digit'],
    ['lowercase', 'uppercase', 'digit'],
  ],
  ['١٢٣٤٥٦Ab', ['length', 'digit'], [], ['digit'], ['digit']],
  [
    '😀😀😀😀',
    ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
    [],
    ['lowercase', 'uppercase', 'digit'],
    ['uniqueChars', 'lowercase', 'uppercase', 'digit'],
  ],
  ['😀😁😂🤣Aa1', ['length'], [], [], []],
  ['Aa1😀', ['length', 'uniqueChars'], [], ['length'], ['length']],
  ['Aa1 Aa1 ', ['length', 'uniqueChars'], [], [], []],
  [' Lekplats-2025 ', [], [], [], []],
  ['Ab1\u0000\u0000\u0000\u0000\u0000', ['length', 'uniqueChars'], [], [], []],
  [
    'correct horse battery staple',
    ['uppercase', 'digit'],
    [],
    ['uppercase', 'digit'],
    ['uppercase', 'digit'],
  ],
  ['CORRECT HORSE BATTERY STAPLE 1', ['lowercase'], [], ['lowercase'], ['lowercase']],
  ['Tr0ub4dor&3', ['length'], [], [], []],
  ['P@55w0rdP@55', ['uniqueChars'], [], [], []],
  ['Aa1!Bb2@Cc3#', [], [], [], []],
  [
    'ABCDEFGH',
    ['length', 'lowercase', 'digit', 'symbol'],
    [],
    ['lowercase', 'digit', 'symbol'],
    ['lowercase', 'digit'],
  ],
  [
    '12345678',
    ['length', 'lowercase', 'uppercase', 'symbol'],
    [],
    ['lowercase', 'uppercase', 'symbol'],
    ['lowercase', 'uppercase'],
  ],
  [
    '!!!!!!!!',
    ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
    [],
    ['lowercase', 'uppercase', 'digit'],
    ['uniqueChars', 'lowercase', 'uppercase', 'digit'],
  ],
  [
    'aaaaaaaa',
    ['length', 'uniqueChars', 'uppercase', 'digit', 'symbol'],
    [],
    ['uppercase', 'digit', 'symbol'],
    ['uniqueChars', 'uppercase', 'digit'],
  ],
  ['Aaaaaaa1', ['length', 'uniqueChars', 'symbol'], [], ['symbol'], ['uniqueChars']],
  ['Abcdef1', ['length', 'uniqueChars', 'symbol'], [], ['symbol'], ['length']],
  ['Lösenord2025', [], [], [], []],
  ['Kieliopin_Taito9', [], [], [], []],
  ['Ärligt1!', ['length', 'uppercase'], [], ['uppercase'], ['uppercase']],
];

describe(unmetPasswordRules, () => {
  it('should have a table of at least 40 passwords', () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
  });

  it.each(table)(
    '%j leaves unmet: strict %j, lax %j, ASP.NET default %j, seeded %j',
    (password, ...expected) => {
      expect(
        [strict, lax, aspNetDefault, seeded].map((rules) => unmetPasswordRules(rules, password)),
      ).toEqual(expected);
    },
  );

  it('should leave the decision to the server when the rules are unknown', () => {
    expect(unmetPasswordRules(null, '')).toEqual([]);
    expect(unmetPasswordRules(undefined, 'x')).toEqual([]);
  });

  // The stand-ins refuse as ASP.NET Identity does, with an IdentityError code per rule; the
  // pages word each code as the checklist's rule (lib/errors/serviceCodes.ts). An empty password
  // is left out: ASP.NET also counts it short of one different character, which the length says.
  it.each(table.filter(([password]) => password !== ''))(
    '%j: the codes the service refuses it with name exactly the rules the checklist leaves unmet',
    (password, ...expected) => {
      const rulesOf = (rules: PasswordRules) =>
        passwordProblems(password, rules as PasswordOptions)
          .map(({ code, message }) => serviceNote(code, message))
          .map((note) => (note.kind === 'rule' ? note.rule : note.kind))
          .sort();
      expect([strict, lax, aspNetDefault, seeded].map(rulesOf)).toEqual(
        expected.map((unmet) => [...unmet].sort()),
      );
    },
  );
});

describe(newPasswordProblem, () => {
  it('should ask for a password, then for the rules the server states, and leave the rest to the server', () => {
    expect(newPasswordProblem(seeded, '')).toBe('required');
    expect(newPasswordProblem(null, '')).toBe('required');
    expect(newPasswordProblem(seeded, 'abc')).toBe('rules');
    expect(newPasswordProblem(seeded, 'Lekplats-2025')).toBeUndefined();
    expect(newPasswordProblem(null, 'abc')).toBeUndefined();
    // Spaces are characters too: sent as typed.
    expect(newPasswordProblem(lax, '    ')).toBe('rules');
    expect(newPasswordProblem(lax, ' ab ')).toBeUndefined();
  });
});

describe(passwordRuleChecks, () => {
  it('should list the rules the server states, in reading order, with their numbers', () => {
    expect(passwordRuleChecks(seeded, '')).toEqual([
      { id: 'length', count: 8, met: false },
      { id: 'uniqueChars', count: 4, met: false },
      { id: 'lowercase', count: 0, met: false },
      { id: 'uppercase', count: 0, met: false },
      { id: 'digit', count: 0, met: false },
    ]);
    expect(passwordRuleChecks(strict, 'Aa1!Bb2@Cc3#').map((check) => [check.id, check.met])).toEqual([
      ['length', true],
      ['uniqueChars', true],
      ['lowercase', true],
      ['uppercase', true],
      ['digit', true],
      ['symbol', true],
    ]);
  });

  it('should still ask for at least one character when the server requires no length', () => {
    const none = { ...lax, requiredLength: 0, requiredUniqueChars: 0 };
    expect(passwordRuleChecks(none, '')).toEqual([{ id: 'length', count: 1, met: false }]);
    expect(passwordRuleChecks(none, ' ')).toEqual([{ id: 'length', count: 1, met: false }]);
    expect(passwordRuleChecks(none, 'x')).toEqual([{ id: 'length', count: 1, met: true }]);
  });

  it('should read missing, null and nonsense numbers as no requirement', () => {
    const odd = { ...lax, requiredLength: null, requiredUniqueChars: Number.NaN, requireDigit: null };
    expect(passwordRuleChecks(odd, 'ab')).toEqual([{ id: 'length', count: 1, met: true }]);
  });

  it('should list nothing without rules (the call failed)', () => {
    expect(passwordRuleChecks(null, 'x')).toEqual([]);
  });
});

describe(changedPasswordRules, () => {
  it('should name only the rules whose state a key changed', () => {
    const before = passwordRuleChecks(seeded, 'lekplats');
    expect(changedPasswordRules(before, passwordRuleChecks(seeded, 'lekplatsÖ'))).toEqual([]);
    expect(changedPasswordRules(before, passwordRuleChecks(seeded, 'lekplatsA1'))).toEqual([
      { id: 'uppercase', count: 0, met: true },
      { id: 'digit', count: 0, met: true },
    ]);
    expect(changedPasswordRules(passwordRuleChecks(seeded, 'lekplatsA1'), before)).toEqual([
      { id: 'uppercase', count: 0, met: false },
      { id: 'digit', count: 0, met: false },
    ]);
  });

  it('should name every rule when the rules have just arrived', () => {
    expect(changedPasswordRules([], passwordRuleChecks(lax, 'abcd'))).toEqual([
      { id: 'length', count: 4, met: true },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkEmail, checkPassword, cleanEmail } from '../../../src/lib/signIn/forms.ts';

describe(checkEmail, () => {
  it.each(['anna@example.com', ' anna.berg+lek@example.co.uk ', 'åsa@exempel.se'])(
    'should accept %j',
    (email) => {
      expect(checkEmail(email)).toBeUndefined();
    },
  );

  it.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['anna', 'emailInvalid'],
    ['anna@example', 'emailInvalid'],
    ['anna @example.com', 'emailInvalid'],
    ['@example.com', 'emailInvalid'],
  ])('should refuse %j with %s', (email, problem) => {
    expect(checkEmail(email)).toBe(problem);
  });
});

describe(cleanEmail, () => {
  it('should remove the space a paste brings', () => {
    expect(cleanEmail('  anna@example.com\n')).toBe('anna@example.com');
  });
});

describe(checkPassword, () => {
  it('should send a password exactly as typed, spaces included', () => {
    expect(checkPassword(' ')).toBeUndefined();
    expect(checkPassword('')).toBe('passwordRequired');
    expect(checkPassword('', 'newPasswordRequired')).toBe('newPasswordRequired');
  });
});

import { describe, expect, it } from 'vitest';
import { checkPassword, emailProblem } from '../../../src/lib/signIn/forms.ts';

describe(emailProblem, () => {
  it.each(['anna@example.com', ' anna.berg+lek@example.co.uk ', 'åsa@exempel.se'])(
    'should accept %j',
    (email) => {
      expect(emailProblem(email)).toBeUndefined();
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
    expect(emailProblem(email)).toBe(problem);
  });
});

describe(checkPassword, () => {
  it('should send a password exactly as typed, spaces included', () => {
    expect(checkPassword(' ')).toBeUndefined();
    expect(checkPassword('')).toBe('passwordRequired');
    expect(checkPassword('', 'newPasswordRequired')).toBe('newPasswordRequired');
  });
});

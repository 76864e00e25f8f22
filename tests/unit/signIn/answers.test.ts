import { apiReply } from '../../support/apiReply.ts';
import { describe, expect, it } from 'vitest';
import { loginAnswer } from '../../../src/lib/signIn/answers.ts';

const now = Date.UTC(2025, 6, 1, 12, 0, 0);

describe(loginAnswer, () => {
  it.each([
    ['401 without a body', apiReply(401)],
    ['401 with a body', apiReply(401, { message: 'Unauthorized' })],
    [
      '400 with code InvalidCredentials',
      apiReply(400, { code: 'InvalidCredentials', message: 'The e-mail address or password is incorrect.' }),
    ],
    ['400 with code invalidcredentials', apiReply(400, { code: 'invalidcredentials' })],
  ])('should answer %s with the one generic "e-mail or password is wrong"', (_, error) => {
    expect(loginAnswer(error, now)).toEqual({ notice: { kind: 'wrongCredentials' }, problems: {} });
  });

  it('should answer a 400 with code PasswordNotSet as an account that needs a password first', () => {
    expect(loginAnswer(apiReply(400, { code: 'PasswordNotSet', message: 'No password.' }), now)).toEqual({
      passwordNotSet: true,
    });
  });

  it.each([
    ['seconds', { 'retry-after': '90' }, now + 90_000],
    ['an HTTP date', { 'retry-after': 'Tue, 01 Jul 2025 12:10:00 GMT' }, now + 600_000],
    ['no Retry-After', {}, undefined],
    ['a garbage Retry-After', { 'retry-after': 'later' }, undefined],
  ])('should answer 429 with %s as rate limited, never as a wrong password', (_, headers, until) => {
    expect(loginAnswer(apiReply(429, { code: 'InvalidCredentials' }, headers), now)).toEqual({
      notice: { kind: 'rateLimited', until },
      problems: {},
    });
  });

  it('should put 400 field errors at their fields in the server words, the rest for the form', () => {
    const error = apiReply(400, {
      exceptionType: 'ValidationException',
      errors: {
        Email: ["'Email' is not a valid email address."],
        Password: ["'Password' must not be empty."],
        Culture: ['Unknown culture.'],
      },
    });
    expect(loginAnswer(error, now)).toEqual({
      notice: { kind: 'fixFields', otherNotes: [{ kind: 'unknown', details: ['Unknown culture.'] }] },
      problems: {
        email: {
          kind: 'server',
          notes: [{ kind: 'unknown', details: ["'Email' is not a valid email address."] }],
        },
        password: {
          kind: 'server',
          notes: [{ kind: 'unknown', details: ["'Password' must not be empty."] }],
        },
      },
    });
  });
});

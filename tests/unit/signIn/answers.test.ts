import { apiReply } from '../../support/apiReply.ts';
import { describe, expect, it } from 'vitest';
import { NetworkError, TimeoutError } from '../../../src/lib/errors/ApiError.ts';
import { callProblem, loginProblem } from '../../../src/lib/signIn/answers.ts';

const now = Date.UTC(2025, 6, 1, 12, 0, 0);

describe(loginProblem, () => {
  it.each([
    ['401 without a body', apiReply(401)],
    ['401 with a body', apiReply(401, { message: 'Unauthorized' })],
    [
      '400 with code InvalidCredentials',
      apiReply(400, { code: 'InvalidCredentials', message: 'The e-mail address or password is incorrect.' }),
    ],
    ['400 with code invalidcredentials', apiReply(400, { code: 'invalidcredentials' })],
  ])('should answer %s with the one generic "e-mail or password is wrong"', (_, error) => {
    expect(loginProblem(error, now)).toEqual({ kind: 'wrongCredentials' });
  });

  it('should answer a 400 with code PasswordNotSet as an account that needs a password first', () => {
    expect(loginProblem(apiReply(400, { code: 'PasswordNotSet', message: 'No password.' }), now)).toEqual({
      kind: 'passwordNotSet',
    });
  });

  it.each([
    ['seconds', { 'retry-after': '90' }, now + 90_000],
    ['an HTTP date', { 'retry-after': 'Tue, 01 Jul 2025 12:10:00 GMT' }, now + 600_000],
    ['no Retry-After', {}, undefined],
    ['a garbage Retry-After', { 'retry-after': 'later' }, undefined],
  ])('should answer 429 with %s as rate limited, never as a wrong password', (_, headers, until) => {
    expect(loginProblem(apiReply(429, { code: 'InvalidCredentials' }, headers), now)).toEqual({
      kind: 'rateLimited',
      until,
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
    expect(loginProblem(error, now)).toEqual({
      kind: 'fields',
      fields: {
        email: ["'Email' is not a valid email address."],
        password: ["'Password' must not be empty."],
      },
      otherMessages: ['Unknown culture.'],
    });
  });
});

describe(callProblem, () => {
  it.each([
    ['no reply (network)', new NetworkError('No reply'), { kind: 'unavailable' }],
    ['no reply in time', new TimeoutError(15_000, 'https://id.example/api/User/status'), { kind: 'timeout' }],
    ['502 from a gateway', apiReply(502, '<html>Bad gateway</html>'), { kind: 'unavailable' }],
    ['503', apiReply(503), { kind: 'unavailable' }],
    ['504', apiReply(504), { kind: 'unavailable' }],
    [
      '500',
      apiReply(500, { message: 'NullReferenceException at …' }),
      { kind: 'failed', key: 'errors.server' },
    ],
    [
      '400 without field errors',
      apiReply(400, { message: 'Bad' }),
      { kind: 'failed', key: 'errors.request' },
    ],
    ['403', apiReply(403), { kind: 'failed', key: 'errors.permission' }],
    ['418', apiReply(418), { kind: 'failed', key: 'general.error-unknown' }],
    ['a bug in the page', new TypeError('x is undefined'), { kind: 'failed', key: 'general.error-unknown' }],
  ])('should read %s', (_, error, problem) => {
    expect(callProblem(error, ['email'], now)).toEqual(problem);
  });

  it('should read field errors given as a list of property errors', () => {
    const error = apiReply(400, {
      errors: [{ propertyName: 'Email', errorMessage: 'Too long.' }, 'Something else.'],
    });
    expect(callProblem(error, ['email'], now)).toEqual({
      kind: 'fields',
      fields: { email: ['Too long.'] },
      otherMessages: ['Something else.'],
    });
  });
});

import { apiReply } from '../../support/apiReply.ts';
import { describe, expect, it } from 'vitest';
import { NetworkError, TimeoutError } from '../../../src/lib/errors/ApiError.ts';
import { hasAccount, isDuplicate, registerProblem } from '../../../src/lib/register/answers.ts';

const now = Date.UTC(2025, 6, 1, 12, 0, 0);
const email = 'saga@example.com';

const duplicateBody = {
  exceptionType: 'ValidationException',
  code: 'DuplicateEmail',
  message: 'Validation failed',
  errors: { 'Details.Email': ["Email 'saga@example.com' is already taken."] },
};

describe(isDuplicate, () => {
  it.each([
    ['a DuplicateEmail code', apiReply(400, duplicateBody), true],
    [
      'a DuplicateUserName reason',
      apiReply(400, { code: 'ValidationFailed', reasons: [{ code: 'DuplicateUserName' }] }),
      true,
    ],
    ['409', apiReply(409), true],
    ['another 400', apiReply(400, { code: 'ValidationFailed', errors: { Password: ['Too short.'] } }), false],
    ['no reply', new NetworkError('down'), false],
  ])('%s: %s', (_, error, expected) => {
    expect(isDuplicate(error)).toBe(expected);
  });
});

describe(registerProblem, () => {
  it('should put field errors on the fields they name, whatever the spelling of the key', () => {
    const error = apiReply(400, {
      exceptionType: 'ValidationException',
      errors: {
        'Details.FirstName': ["The length of 'First Name' must be 50 characters or fewer."],
        'details.email': ['The domain cannot receive e-mail.'],
        'Details.CountryCode': ["'Country Code' must be a dialling code such as +46."],
        PreferredPlaycenterId: ['The play centre does not exist.'],
        Password: [
          'Passwords must be at least 8 characters.',
          "Passwords must have at least one digit ('0'-'9').",
        ],
        RegistrationSource: ['Unknown source.'],
      },
      reasons: [
        { code: 'EmailDomainUndeliverable', message: 'The domain cannot receive e-mail.' },
        { code: 'PasswordTooShort', message: 'Passwords must be at least 8 characters.' },
        { code: 'PasswordRequiresDigit', message: "Passwords must have at least one digit ('0'-'9')." },
      ],
    });
    const server = (...details: string[]) => ({ kind: 'server', notes: [{ kind: 'unknown', details }] });
    expect(registerProblem(error, 'mainApi', email, now)).toEqual({
      notice: { kind: 'fixFields', otherNotes: [{ kind: 'unknown', details: ['Unknown source.'] }] },
      problems: {
        firstName: server("The length of 'First Name' must be 50 characters or fewer."),
        email: { kind: 'server', notes: [{ kind: 'text', key: 'emailUndeliverable' }] },
        callingCode: server("'Country Code' must be a dialling code such as +46."),
        playcentre: server('The play centre does not exist.'),
        password: {
          kind: 'server',
          notes: [
            { kind: 'rule', rule: 'length', count: 8 },
            { kind: 'rule', rule: 'digit', count: 0 },
          ],
        },
      },
    });
  });

  it('should tell a duplicate address apart from its field error', () => {
    expect(registerProblem(apiReply(400, duplicateBody), 'mainApi', email, now)).toEqual({
      notice: { kind: 'duplicate', email },
      problems: {},
    });
  });

  it.each([
    ['no reply', new NetworkError('down'), { kind: 'unavailable', service: 'identity' }],
    ['a 503', apiReply(503), { kind: 'unavailable', service: 'identity' }],
    ['the time limit', new TimeoutError(30_000, 'https://id'), { kind: 'timeout', service: 'identity' }],
    ['a 429', apiReply(429, '', { 'retry-after': '30' }), { kind: 'rateLimited', until: now + 30_000 }],
    ['a 500', apiReply(500), { kind: 'failed', key: 'errors.server' }],
    [
      'a 400 without field errors',
      apiReply(400, { message: 'Bad' }),
      { kind: 'failed', key: 'errors.request' },
    ],
  ])('should read %s', (_, error, expected) => {
    expect(registerProblem(error, 'identity', email, now)).toEqual({ notice: expected, problems: {} });
  });
});

describe(hasAccount, () => {
  it.each([
    [{ nextStep: 'Continue' }, true],
    [{ nextStep: ' resetpassword ' }, true],
    [{ nextStep: 'Signup' }, false],
    [{ nextStep: 'SomethingNew' }, false],
    [{ nextStep: null }, false],
    [null, false],
  ] as const)('%j: %s', (status, expected) => {
    expect(hasAccount(status as never)).toBe(expected);
  });
});

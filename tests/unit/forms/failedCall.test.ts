import { apiReply } from '../../support/apiReply.ts';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, TimeoutError } from '../../../src/lib/errors/ApiError.ts';
import { fieldsNamed, readFailedCall } from '../../../src/lib/forms/failedCall.ts';

const now = Date.UTC(2025, 6, 1, 12, 0, 0);
const read = (error: unknown, fields: string[]) => readFailedCall(error, fieldsNamed(fields), now);

describe(readFailedCall, () => {
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
  ])('should read %s', (_, error, notice) => {
    expect(readFailedCall(error, fieldsNamed(['email']), now)).toEqual({ notice, problems: {} });
  });

  it('should read field errors given as a list of property errors', () => {
    const error = apiReply(400, {
      errors: [{ propertyName: 'Email', errorMessage: 'Too long.' }, 'Something else.'],
    });
    expect(readFailedCall(error, fieldsNamed(['email']), now)).toEqual({
      notice: { kind: 'fixFields', otherNotes: [{ kind: 'unknown', details: ['Something else.'] }] },
      problems: { email: { kind: 'server', notes: [{ kind: 'unknown', details: ['Too long.'] }] } },
    });
  });

  it('should read a 400 whose codes could not be read (the reader did not load) as a refused request', () => {
    const error = apiReply(400, { errors: { Email: ['Too long.'] } });
    error.refusal = undefined;
    expect(readFailedCall(error, fieldsNamed(['email']), now)).toEqual({
      notice: { kind: 'failed', key: 'errors.request' },
      problems: {},
    });
  });
});

describe('readFailedCall for a form that saves', () => {
  const validation = (errors: Record<string, string[]>) =>
    apiReply(400, { exceptionType: 'ValidationException', message: 'Validation failed', errors });

  it("should put the server's field errors on the form's fields, whatever their case", () => {
    expect(
      read(validation({ Phone: ['Not in service.'], Countrycode: ['Unknown code.'] }), [
        'countrycode',
        'phone',
      ]),
    ).toEqual({
      problems: {
        phone: { kind: 'server', notes: [{ kind: 'unknown', details: ['Not in service.'] }] },
        countrycode: { kind: 'server', notes: [{ kind: 'unknown', details: ['Unknown code.'] }] },
      },
      notice: { kind: 'fixFields', otherNotes: [] },
    });
  });

  it('should keep errors about fields the form does not show as form messages', () => {
    expect(read(validation({ Email: ["'Email' is not valid."] }), ['phone'])).toEqual({
      problems: {},
      notice: {
        kind: 'failed',
        key: 'errors.request',
        otherNotes: [{ kind: 'unknown', details: ["'Email' is not valid."] }],
      },
    });
  });

  it('should give the translated text of the status for every other failure', () => {
    // No reply is its own notice; a form without words for it shows errors.network (FormAlert).
    expect(read(new NetworkError('down'), ['phone']).notice).toEqual({ kind: 'unavailable' });
    expect(read(new ApiError('x', 500, '', {}, undefined), ['phone']).notice).toEqual({
      kind: 'failed',
      key: 'errors.server',
    });
    expect(read(new ApiError('x', 401, '', {}, undefined), ['phone']).notice).toEqual({
      kind: 'failed',
      key: 'errors.permission',
    });
    expect(read(new Error('bug'), ['phone']).notice).toEqual({
      kind: 'failed',
      key: 'general.error-unknown',
    });
  });
});

describe('readFailedCall and the codes of what the server says', () => {
  // As an ASP.NET service answers a refused password: each IdentityError's description under
  // its field, and { code, message } in reasons.
  const identityErrors = (field: string, errors: [code: string, message: string][], extra = {}) =>
    apiReply(400, {
      exceptionType: 'ValidationException',
      code: 'ValidationFailed',
      message: 'Validation failed',
      errors: { [field]: errors.map(([, message]) => message) },
      reasons: errors.map(([code, message]) => ({ code, message })),
      ...extra,
    });

  it('should give each field message the code of the reason with the same words', () => {
    const error = identityErrors('Password', [
      ['PasswordTooShort', 'Passwords must be at least 8 characters.'],
      ['PasswordRequiresDigit', "Passwords must have at least one digit ('0'-'9')."],
      ['PasswordRequiresUpper', "Passwords must have at least one uppercase ('A'-'Z')."],
      ['PasswordRequiresUniqueChars', 'Passwords must use at least 4 different characters.'],
    ]);
    expect(read(error, ['password'])).toEqual({
      notice: { kind: 'fixFields', otherNotes: [] },
      problems: {
        password: {
          kind: 'server',
          notes: [
            { kind: 'rule', rule: 'length', count: 8 },
            { kind: 'rule', rule: 'digit', count: 0 },
            { kind: 'rule', rule: 'uppercase', count: 0 },
            { kind: 'rule', rule: 'uniqueChars', count: 4 },
          ],
        },
      },
    });
  });

  it("should take the body's code for a lone field message without a reason of its own", () => {
    const error = apiReply(400, {
      exceptionType: 'ValidationException',
      code: 'DuplicateEmail',
      message: 'Validation failed',
      errors: { 'Details.Email': ["Email 'saga@example.com' is already taken."] },
      reasons: [{ code: 'DuplicateEmail', message: 'Validation failed' }],
    });
    expect(readFailedCall(error, (key) => (key.endsWith('Email') ? 'email' : undefined), now)).toEqual({
      // The summary reason repeats the code the field already has: it is not said twice.
      notice: { kind: 'fixFields', otherNotes: [] },
      problems: { email: { kind: 'server', notes: [{ kind: 'text', key: 'emailTaken' }] } },
    });
  });

  it('should not give a code to messages of a body with several, when no reason has their words', () => {
    const error = apiReply(400, {
      code: 'DuplicateEmail',
      errors: { Email: ['One.'], Phone: ['Two.'] },
    });
    expect(read(error, ['email', 'phone']).problems).toEqual({
      email: { kind: 'server', notes: [{ kind: 'unknown', details: ['One.'] }] },
      phone: { kind: 'server', notes: [{ kind: 'unknown', details: ['Two.'] }] },
    });
  });

  it('should say the known reasons no field message claimed, and drop the unknown ones', () => {
    const error = apiReply(400, {
      code: 'ValidationFailed',
      message: 'Validation failed',
      errors: {},
      reasons: [
        { code: 'ValidationFailed', message: 'Validation failed' },
        { code: 'UserLockedOut', message: 'User is locked out.' },
      ],
    });
    expect(read(error, ['email'])).toEqual({
      notice: { kind: 'failed', key: 'errors.request', otherNotes: [{ kind: 'text', key: 'lockedOut' }] },
      problems: {},
    });
  });

  it('should keep what it says about fields the form lacks, by code, for the form as a whole', () => {
    const error = identityErrors('Details.Email', [
      ['EmailDomainUndeliverable', "The domain of 'lena@beispiel.invalid' cannot receive e-mail."],
    ]);
    expect(read(error, ['password'])).toEqual({
      notice: {
        kind: 'failed',
        key: 'errors.request',
        otherNotes: [{ kind: 'text', key: 'emailUndeliverable' }],
      },
      problems: {},
    });
  });

  it('should say each thing once when a field has the same code twice, the unknown ones last', () => {
    const error = identityErrors('Email', [
      ['Mystery', 'First.'],
      ['InvalidEmail', "Email 'x' is invalid."],
      ['EmailValidator', "'Email' is not a valid email address."],
      ['Mystery', 'Second.'],
    ]);
    expect(read(error, ['email']).problems).toEqual({
      email: {
        kind: 'server',
        notes: [
          { kind: 'text', key: 'emailInvalid' },
          { kind: 'unknown', details: ['First.', 'Second.'] },
        ],
      },
    });
  });
});

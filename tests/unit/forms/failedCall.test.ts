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
      notice: { kind: 'fixFields', otherMessages: ['Something else.'] },
      problems: { email: { kind: 'server', messages: ['Too long.'] } },
    });
  });
});

describe('readFailedCall for a form that saves', () => {
  const validation = (errors: Record<string, string[]>) =>
    new ApiError(
      'Bad Request',
      400,
      '',
      {},
      { exceptionType: 'ValidationException', message: 'Validation failed', errors },
    );

  it("should put the server's field errors on the form's fields, whatever their case", () => {
    expect(
      read(validation({ Phone: ['Not in service.'], Countrycode: ['Unknown code.'] }), [
        'countrycode',
        'phone',
      ]),
    ).toEqual({
      problems: {
        phone: { kind: 'server', messages: ['Not in service.'] },
        countrycode: { kind: 'server', messages: ['Unknown code.'] },
      },
      notice: { kind: 'fixFields', otherMessages: [] },
    });
  });

  it('should keep errors about fields the form does not show as form messages', () => {
    expect(read(validation({ Email: ["'Email' is not valid."] }), ['phone'])).toEqual({
      problems: {},
      notice: { kind: 'failed', key: 'errors.request', otherMessages: ["'Email' is not valid."] },
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

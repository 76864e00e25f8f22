import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, ReplyShapeError, TimeoutError } from '../../../src/lib/errors/ApiError.ts';
import { failedCallLevel } from '../../../src/lib/errors/failedCallLevel.ts';

const refused = (status: number) => new ApiError('refused', status, '', {}, undefined);

describe('failedCallLevel', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])(
    'should warn of a refusal the parent can fix (%i)',
    (status) => {
      expect(failedCallLevel(refused(status))).toBe('warn');
    },
  );

  it('should warn of a call that got no reply: a dropped connection or a time-out', () => {
    expect(failedCallLevel(new NetworkError('No reply from https://api.example/x'))).toBe('warn');
    expect(failedCallLevel(new TimeoutError(10_000, 'https://api.example/x'))).toBe('warn');
  });

  it.each([500, 502, 503])('should call a fault of the service (%i) an error', (status) => {
    expect(failedCallLevel(refused(status))).toBe('error');
  });

  it('should call a reply that does not fit an error, whatever its status', () => {
    expect(failedCallLevel(new ReplyShapeError('GET /x', 200, {}, ['name: invalid_type']))).toBe('error');
    expect(failedCallLevel(new ReplyShapeError('POST /x', 400, {}, ['errors: invalid_type']))).toBe('error');
  });

  it('should call anything that is no failed call (our own bug) an error', () => {
    expect(failedCallLevel(new TypeError('x is undefined'))).toBe('error');
    expect(failedCallLevel('a string')).toBe('error');
  });
});

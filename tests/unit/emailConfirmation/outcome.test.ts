import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../src/lib/errors/errorBody.ts';
import {
  confirmationOutcomes,
  isRetryable,
  outcomeOfFailedCall,
  outcomeOfIdentityReply,
  outcomeStatus,
} from '../../../src/lib/emailConfirmation/outcome.ts';

const invalidToken = {
  exceptionType: 'ValidationException',
  code: 'InvalidToken',
  errors: { Code: ['Invalid token.'] },
  reasons: [{ code: 'InvalidToken', message: 'E-mail confirmation failed' }],
};

describe('outcomeOfIdentityReply', () => {
  it.each([
    [200, undefined, 'confirmed'],
    [204, undefined, 'confirmed'],
    [400, invalidToken, 'invalidCode'],
    [400, undefined, 'invalidCode'],
    [404, { code: 'NotFound' }, 'invalidCode'],
    [422, undefined, 'invalidCode'],
    [400, { ...invalidToken, code: 'ExpiredToken' }, 'expired'],
    [400, { code: 'ValidationFailed', reasons: [{ code: 'TokenExpired', message: null }] }, 'expired'],
    [410, undefined, 'expired'],
    [408, undefined, 'timeout'],
    [504, undefined, 'timeout'],
    [429, undefined, 'unavailable'],
    [502, undefined, 'unavailable'],
    [503, { code: 'ExpiredToken' }, 'unavailable'],
    [500, undefined, 'serverError'],
    [401, undefined, 'serverError'],
    [403, undefined, 'serverError'],
    [302, undefined, 'serverError'],
  ] as const)('should read %i %j as %s', (status, body, outcome) => {
    expect(outcomeOfIdentityReply(status, body as ErrorBody | undefined)).toBe(outcome);
  });

  it('should not trip over error bodies with odd reasons', () => {
    expect(outcomeOfIdentityReply(400, { reasons: null })).toBe('invalidCode');
    expect(outcomeOfIdentityReply(400, { reasons: [null as never] })).toBe('invalidCode');
  });
});

describe('outcomeOfFailedCall', () => {
  it('should tell our own time-out from a failed connection', () => {
    expect(outcomeOfFailedCall(new DOMException('The operation timed out.', 'TimeoutError'))).toBe('timeout');
    expect(outcomeOfFailedCall(new TypeError('Failed to fetch'))).toBe('unavailable');
    expect(outcomeOfFailedCall(new DOMException('aborted', 'AbortError'))).toBe('unavailable');
    expect(outcomeOfFailedCall(new SyntaxError('Unexpected token <'))).toBe('unavailable');
    expect(outcomeOfFailedCall('weird')).toBe('unavailable');
    expect(outcomeOfFailedCall(null)).toBe('unavailable');
  });
});

describe('outcomeStatus and isRetryable', () => {
  it('should give success 200 and every failure an error status', () => {
    for (const outcome of confirmationOutcomes) {
      expect(outcomeStatus[outcome] === 200).toBe(outcome === 'confirmed');
      if (outcome !== 'confirmed') expect(outcomeStatus[outcome]).toBeGreaterThanOrEqual(400);
    }
  });

  it('should offer a retry only where the link may still be good', () => {
    expect(confirmationOutcomes.filter(isRetryable)).toEqual(['unavailable', 'timeout', 'serverError']);
  });
});

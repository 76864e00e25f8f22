import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/errors/ApiError.ts';
import type { ErrorBody } from '../../../src/lib/errors/errorBody.ts';
import { errorText } from '../../support/errorText.ts';

function apiError(status: number, body?: ErrorBody): ApiError {
  return new ApiError('Bad Request', status, JSON.stringify(body ?? ''), {}, body);
}

describe(errorText, () => {
  it('should use a plain string as is', () => {
    expect(errorText('Kortet är spärrat.')).toBe('Kortet är spärrat.');
  });

  it("should use an object's message", () => {
    expect(errorText({ message: 'Playground not found' })).toBe('Playground not found');
  });

  it('should read the message of a nested error object', () => {
    expect(errorText({ message: 'Http failure', error: { message: 'The class is fully booked.' } })).toBe(
      'The class is fully booked.',
    );
  });

  it('should read a nested error that is a string as the message', () => {
    expect(errorText({ error: 'invalid_grant' })).toBe('invalid_grant');
  });

  it("should read the message of an ApiError's parsed body before its status text", () => {
    expect(errorText(apiError(409, { message: 'The e-mail address is already registered.' }))).toBe(
      'The e-mail address is already registered.',
    );
  });

  it('should join message and error for a ValidationException with exactly one field error', () => {
    const error = apiError(400, {
      exceptionType: 'ValidationException',
      message: 'Validation failed',
      errors: { Email: ["'Email' is not a valid email address."] },
    });
    expect(errorText(error)).toBe("Validation failed: 'Email' is not a valid email address.");
  });

  it('should give only the message for a ValidationException with more than one field error', () => {
    const error = apiError(400, {
      exceptionType: 'ValidationException',
      message: 'Validation failed',
      errors: { Email: ['Required'], Phone: ['Required'] },
    });
    expect(errorText(error)).toBe('Validation failed');
  });

  it('should give only the message for one field error of any other exception type', () => {
    const error = apiError(400, {
      exceptionType: 'BusinessRuleException',
      message: 'Could not save',
      errors: { Email: ['Taken'] },
    });
    expect(errorText(error)).toBe('Could not save');
  });

  it("should fall back to the ApiError's status text when the body has no message", () => {
    expect(errorText(new ApiError('Not Found', 404, '', {}, undefined))).toBe('Not Found');
  });

  it.each([{}, { message: '  ' }, null, 42, undefined])('should give "Error" for %j', (value) => {
    expect(errorText(value)).toBe('Error');
  });
});

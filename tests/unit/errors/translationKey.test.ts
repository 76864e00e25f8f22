import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/messages/en.json';
import { ApiError, NetworkError, ReplyShapeError, TimeoutError } from '../../../src/lib/errors/ApiError.ts';
import { errorTranslationKey, type ErrorTranslationKey } from '../../../src/lib/errors/translationKey.ts';

function withStatus(status: number): ApiError {
  return new ApiError('x', status, '', {}, undefined);
}

function translated(key: ErrorTranslationKey): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
}

describe(errorTranslationKey, () => {
  it('should show the network-failure text for status 0', () => {
    expect(errorTranslationKey(new NetworkError('offline'))).toBe('errors.network');
  });

  it('should show the network-failure text for a timeout', () => {
    expect(errorTranslationKey(new TimeoutError(30_000, 'https://api.example/x'))).toBe('errors.network');
  });

  it('should show the request-failure text for 400', () => {
    expect(errorTranslationKey(withStatus(400))).toBe('errors.request');
  });

  it.each([401, 403])('should show the permission text for %i', (status) => {
    expect(errorTranslationKey(withStatus(status))).toBe('errors.permission');
  });

  it('should show the not-found text for 404', () => {
    expect(errorTranslationKey(withStatus(404))).toBe('errors.notFound');
  });

  it('should show the server-failure text for 500', () => {
    expect(errorTranslationKey(withStatus(500))).toBe('errors.server');
  });

  it.each([409, 503])('should show the general unknown-error text for another status (%i)', (status) => {
    expect(errorTranslationKey(withStatus(status))).toBe('general.error-unknown');
  });

  it('should show the server-failure text for a 2xx reply that does not fit, whatever its status', () => {
    expect(errorTranslationKey(new ReplyShapeError('GET /x', 200, {}, ['name: invalid_type']))).toBe(
      'errors.server',
    );
  });

  it('should show the general unknown-error text for anything that is not an API error', () => {
    expect(errorTranslationKey(new TypeError('x is undefined'))).toBe('general.error-unknown');
  });

  it.each<ErrorTranslationKey>([
    'errors.network',
    'errors.request',
    'errors.permission',
    'errors.notFound',
    'errors.server',
    'general.error-unknown',
  ])('should name a key that exists in the English messages: %s', (key) => {
    expect(translated(key)).toEqual(expect.any(String));
  });
});

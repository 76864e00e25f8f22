import { describe, expect, it } from 'vitest';
import { buildUrl } from '../../../src/lib/api/url.ts';
import { MissingParameterError } from '../../../src/lib/errors/MissingParameterError.ts';

describe(buildUrl, () => {
  it('should fill path parameters, encoded', () => {
    expect(
      buildUrl('https://api.example', { path: '/a/{id}/b/{ref}', params: { id: 'x y', ref: 'ö/1' } }),
    ).toBe('https://api.example/a/x%20y/b/%C3%B6%2F1');
  });

  it('should join a base address that ends with a slash without doubling it', () => {
    expect(buildUrl('https://api.example/', { path: '/api/x' })).toBe('https://api.example/api/x');
  });

  it.each([undefined, null])('should throw for a path parameter that is %s', (value) => {
    expect(() => buildUrl('https://api.example', { path: '/a/{id}', params: { id: value } })).toThrow(
      new MissingParameterError('id'),
    );
  });

  it('should throw for a path parameter that was not given at all', () => {
    expect(() => buildUrl('https://api.example', { path: '/a/{id}' })).toThrow(MissingParameterError);
  });

  it('should keep query parameters in the given order and leave out optional empty ones', () => {
    const url = buildUrl('https://api.example', {
      path: '/q',
      query: { b: 2, a: 'x', skipped: undefined, alsoSkipped: null, flag: false },
    });
    expect(url).toBe('https://api.example/q?b=2&a=x&flag=false');
  });

  it.each([null, undefined])('should throw for a required query parameter that is %s', (value) => {
    expect(() =>
      buildUrl('https://api.example', { path: '/q', query: { code: value }, required: ['code'] }),
    ).toThrow("The parameter 'code' must be defined and cannot be null.");
  });

  it('should accept an empty string for a required query parameter, as the server decides on it', () => {
    expect(buildUrl('https://api.example', { path: '/q', query: { code: '' }, required: ['code'] })).toBe(
      'https://api.example/q?code=',
    );
  });
});

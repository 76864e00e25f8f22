import { describe, expect, it } from 'vitest';
import { keepingQuery } from '../../../src/lib/shell/languageSwitch.ts';

describe('keepingQuery', () => {
  it('should keep the query and fragment of the current page on the other language', () => {
    expect(keepingQuery('/profile/en/error', { search: '?userId=1&code=a%2Bb', hash: '#top' })).toBe(
      '/profile/en/error?userId=1&code=a%2Bb#top',
    );
  });

  it('should leave the address alone when there is nothing to keep', () => {
    expect(keepingQuery('/profile/en/404', { search: '', hash: '' })).toBe('/profile/en/404');
  });

  it('should not replace a query the link has itself', () => {
    expect(keepingQuery('https://x.example/a?b=1', { search: '?c=2', hash: '' })).toBe(
      'https://x.example/a?b=1',
    );
  });
});

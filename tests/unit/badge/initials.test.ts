import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../../src/lib/badge/initials.ts';

describe('initialsOf', () => {
  it('should take the first letter of firstname and of lastname', () => {
    expect(initialsOf({ firstname: 'anna', lastname: 'berg', username: 'zed@example.com' })).toBe('AB');
  });

  it('should take the first two letters of the username when a name is missing', () => {
    expect(initialsOf({ firstname: 'Anna', lastname: null, username: 'kalle@example.com' })).toBe('KA');
    expect(initialsOf({ firstname: '  ', lastname: 'Berg', username: 'kalle' })).toBe('KA');
  });

  it('should give null, for the person icon, when there is neither a full name nor a username', () => {
    expect(initialsOf({ firstname: 'Anna', lastname: null, username: null })).toBeNull();
    expect(initialsOf({ firstname: null, lastname: null, username: '' })).toBeNull();
    expect(initialsOf(null)).toBeNull();
  });

  it('should be upper case, also beyond ASCII', () => {
    expect(initialsOf({ firstname: 'åsa', lastname: 'öberg' })).toBe('ÅÖ');
    expect(initialsOf({ username: 'ümit' })).toBe('ÜM');
  });

  it('should skip punctuation in a username and keep letters outside the BMP whole', () => {
    expect(initialsOf({ username: '.x_y@example.com' })).toBe('XY');
    expect(initialsOf({ firstname: '𝒜lice', lastname: 'Berg' })).toBe('𝒜B');
  });
});

import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsOf, shortNameOf } from '../../../src/lib/badge/initials.ts';

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

describe('displayNameOf', () => {
  it('should give first and last name, spaces tidied', () => {
    expect(displayNameOf({ firstname: ' Anna ', lastname: 'af  Berg', username: 'anna@example.com' })).toBe(
      'Anna af Berg',
    );
  });

  it('should give one name alone when the other is missing', () => {
    expect(displayNameOf({ firstname: 'Anna', lastname: '  ', username: 'anna@example.com' })).toBe('Anna');
    expect(displayNameOf({ firstname: null, lastname: 'Berg' })).toBe('Berg');
  });

  it('should fall back to the username, and to null for the words "you are signed in"', () => {
    expect(displayNameOf({ firstname: null, lastname: null, username: 'anna@example.com' })).toBe(
      'anna@example.com',
    );
    expect(displayNameOf({ firstname: '', lastname: null, username: ' ' })).toBeNull();
    expect(displayNameOf(null)).toBeNull();
  });
});

describe('shortNameOf', () => {
  it('should give the first name only, or null', () => {
    expect(shortNameOf({ firstname: 'Anna ', lastname: 'Berg' })).toBe('Anna');
    expect(shortNameOf({ firstname: null, lastname: 'Berg', username: 'anna@example.com' })).toBeNull();
    expect(shortNameOf(null)).toBeNull();
  });
});

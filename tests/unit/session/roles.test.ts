import { describe, expect, it } from 'vitest';
import { rolesOf } from '../../../src/lib/session/roles.ts';

describe('rolesOf', () => {
  it('should read a single role claim', () => {
    expect(rolesOf('Member', [])).toEqual(['Member']);
  });

  it('should read a list of role claims together with the user roles, once each', () => {
    expect(rolesOf(['Member', 'Admin'], ['Admin', 'Parent'])).toEqual(['Admin', 'Member', 'Parent']);
  });

  it('should ignore a missing claim and anything that is not a role name', () => {
    expect(rolesOf(undefined, null)).toEqual([]);
    expect(rolesOf([42, null, ' ', 'Staff '], undefined)).toEqual(['Staff']);
  });
});

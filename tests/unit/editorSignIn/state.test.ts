import { describe, expect, it } from 'vitest';
import {
  clearedStateCookie,
  newState,
  sameState,
  stateCookie,
  stateCookieName,
  stateFromCookies,
} from '../../../src/lib/editorSignIn/state.ts';

describe('newState', () => {
  it('should give 43 URL-safe characters (32 random bytes), new every time', () => {
    const states = new Set(Array.from({ length: 50 }, newState));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('stateCookie', () => {
  it('should be a __Host- cookie: Secure, Path=/, no Domain, HttpOnly, SameSite=Lax, ten minutes', () => {
    const cookie = stateCookie('abc');
    expect(cookie.startsWith(`${stateCookieName}=abc;`)).toBe(true);
    expect(stateCookieName.startsWith('__Host-')).toBe(true);
    expect(cookie).toContain('; Secure');
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Lax');
    expect(cookie).toContain('; Path=/');
    expect(cookie).toContain('; Max-Age=600');
    expect(cookie).not.toMatch(/domain=/i);
  });

  it('should be cleared with the same attributes and Max-Age=0', () => {
    expect(clearedStateCookie).toBe(stateCookie('').replace('Max-Age=600', 'Max-Age=0'));
  });
});

describe('stateFromCookies', () => {
  it('should find the state among other cookies', () => {
    expect(stateFromCookies(`a=1; ${stateCookieName}=s-1; CF_Authorization=x=y`)).toBe('s-1');
  });

  it('should find nothing without the cookie, or with it empty', () => {
    expect(stateFromCookies(null)).toBeUndefined();
    expect(stateFromCookies('a=1')).toBeUndefined();
    expect(stateFromCookies(`${stateCookieName}=`)).toBeUndefined();
    expect(stateFromCookies(`x${stateCookieName}=s`)).toBeUndefined();
  });
});

describe('sameState', () => {
  it('should hold for equal values only', () => {
    const state = newState();
    expect(sameState(state, state)).toBe(true);
    expect(sameState(state, `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(sameState(state, state.slice(0, 10))).toBe(false);
    expect(sameState(state, `${state}x`)).toBe(false);
    expect(sameState(state, '')).toBe(false);
  });
});

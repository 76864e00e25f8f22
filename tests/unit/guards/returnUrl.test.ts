import { describe, expect, it } from 'vitest';
import { requireQueryParams } from '../../../src/lib/guards/parameterGuards.ts';
import { routePath, type ReturnUrl } from '../../../src/lib/guards/returnUrl.ts';
import { guardInput } from './input.ts';

function redirectFor(returnUrl: ReturnUrl): unknown {
  return requireQueryParams(['code'], { returnUrl })(
    guardInput({ url: 'https://localhost:8781/profile/sv/x' }),
  );
}

describe(routePath, () => {
  it('should join segments to an absolute path', () => {
    expect(routePath(['/profile', 'sv', 'onboarding'])).toBe('/profile/sv/onboarding');
    expect(routePath(['profile/sv', 'family', 7])).toBe('/profile/sv/family/7');
    expect(routePath([])).toBe('/');
  });

  it('should encode each part, so a value cannot add a query, fragment or host', () => {
    expect(routePath(['profile', 'a?b=c#d', 'x y'])).toBe('/profile/a%3Fb%3Dc%23d/x%20y');
    expect(routePath(['//evil.example', 'x'])).toBe('/evil.example/x');
  });

  it('should drop empty, . and .. parts', () => {
    expect(routePath(['profile', '..', '.', '', 'sv/../x'])).toBe('/profile/sv/x');
  });
});

describe('return URL safety', () => {
  it.each([
    'https://evil.example/profile',
    '//evil.example/profile',
    '/\\evil.example/profile',
    'javascript:alert(1)',
    'http://localhost:8781/profile/sv/',
    'https://localhost:9999/profile/sv/',
    'http://[::1',
  ])('should replace %s, which leaves the site, by /', (returnUrl) => {
    expect(redirectFor(returnUrl)).toEqual({ redirectTo: '/' });
  });

  it('should accept an absolute address on the same origin and give it as a path', () => {
    expect(redirectFor('https://localhost:8781/profile/sv/start?x=1')).toEqual({
      redirectTo: '/profile/sv/start?x=1',
    });
  });

  it('should resolve a relative return URL against the refused page', () => {
    expect(redirectFor('start')).toEqual({ redirectTo: '/profile/sv/start' });
  });

  it('should fall back to / for a return function that gives neither a string nor an array', () => {
    expect(redirectFor((() => 42) as unknown as ReturnUrl)).toEqual({ redirectTo: '/' });
  });
});

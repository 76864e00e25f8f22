import { describe, expect, it } from 'vitest';
import { requireQueryParams } from '../../../src/lib/guards/parameterGuards.ts';
import { fixedUnixTime, guardInput } from './input.ts';

const site = 'https://localhost:8781';
const at = (pathAndQuery: string) => guardInput({ url: `${site}${pathAndQuery}` });

describe(requireQueryParams, () => {
  const guard = requireQueryParams(['userId', 'code'], { returnUrl: '/profile/sv/' });

  it('should allow when every required parameter has a value', () => {
    expect(guard(at('/profile/sv/confirm?userId=42&code=abc'))).toEqual({ allow: true });
  });

  it('should redirect when a parameter is missing, keeping the other parameters', () => {
    expect(guard(at('/profile/sv/confirm?userId=42&utm_source=mail&intent=Shop'))).toEqual({
      redirectTo: '/profile/sv/?userId=42&utm_source=mail&intent=Shop',
    });
  });

  it('should redirect when no parameter at all is given', () => {
    expect(guard(at('/profile/sv/confirm'))).toEqual({ redirectTo: '/profile/sv/' });
  });

  it.each(['code=', 'code', 'code=%20%20', 'code=+', 'code=%09'])(
    'should treat %s as empty, and drop it from the redirect',
    (code) => {
      expect(guard(at(`/profile/sv/confirm?userId=42&${code}&keep=1`))).toEqual({
        redirectTo: '/profile/sv/?userId=42&keep=1',
      });
    },
  );

  it('should judge a repeated parameter by its first value, as the page reads it', () => {
    expect(guard(at('/x?userId=1&code=&code=abc'))).toEqual({ redirectTo: '/profile/sv/?userId=1' });
    expect(guard(at('/x?userId=1&code=abc&code='))).toEqual({ allow: true });
  });

  it('should keep every value of a repeated other parameter, in order', () => {
    expect(guard(at('/x?tag=a&tag=b&userId=1'))).toEqual({ redirectTo: '/profile/sv/?tag=a&tag=b&userId=1' });
  });

  it('should add a cache-buster _t with the unix time in seconds when asked, replacing an old one', () => {
    const busting = requireQueryParams(['code'], { returnUrl: '/profile/sv/', cacheBuster: true });
    expect(busting(at('/x?a=1&_t=12345'))).toEqual({ redirectTo: `/profile/sv/?a=1&_t=${fixedUnixTime}` });
    expect(fixedUnixTime).toBe('1795334400');
  });

  it('should drop an old _t even without a new one', () => {
    expect(guard(at('/x?_t=1&a=1'))).toEqual({ redirectTo: '/profile/sv/?a=1' });
  });

  it('should let the return URL’s own parameters win over the kept ones', () => {
    const own = requireQueryParams(['code'], { returnUrl: '/profile/sv/start?intent=Default#top' });
    expect(own(at('/x?intent=Shop&intent=Booking&origin=Site'))).toEqual({
      redirectTo: '/profile/sv/start?intent=Default&origin=Site#top',
    });
  });

  it('should not keep the refused address’s fragment', () => {
    expect(guard(at('/x?userId=1#secret'))).toEqual({ redirectTo: '/profile/sv/?userId=1' });
  });

  it('should encode kept values safely', () => {
    expect(guard(at('/x?next=%2F%2Fevil.example&q=a%26b%3Dc'))).toEqual({
      redirectTo: '/profile/sv/?next=%2F%2Fevil.example&q=a%26b%3Dc',
    });
  });

  it.each([
    'http://[::1',
    'https://',
    '::::',
    'javascript:alert(1)?userId=1&code=2',
    'data:text/html,?userId=1&code=2',
  ])('should redirect, without throwing, from the garbage address %s', (url) => {
    expect(guard(guardInput({ url }))).toEqual({ redirectTo: '/profile/sv/' });
  });

  it('should read a path with query as well as a full address', () => {
    expect(guard(guardInput({ url: '/profile/sv/x?userId=1&code=2' }))).toEqual({ allow: true });
    expect(guard(guardInput({ url: '/profile/sv/x?userId=1' }))).toEqual({
      redirectTo: '/profile/sv/?userId=1',
    });
  });

  it('should allow any address when nothing is required', () => {
    expect(requireQueryParams([], { returnUrl: '/' })(guardInput({ url: 'garbage' }))).toEqual({
      allow: true,
    });
  });

  it('should find a parameter whose name needs encoding', () => {
    const odd = requireQueryParams(['a b'], { returnUrl: '/' });
    expect(odd(at('/x?a%20b=1'))).toEqual({ allow: true });
    expect(odd(at('/x?a_b=1'))).toEqual({ redirectTo: '/?a_b=1' });
  });
});

describe('the return URL', () => {
  it('should take the return URL as a route array', () => {
    const guard = requireQueryParams(['order'], { returnUrl: ['/profile', 'sv', 'onboarding'] });
    expect(guard(at('/x?a=1'))).toEqual({ redirectTo: '/profile/sv/onboarding?a=1' });
  });

  it('should take the return URL as a function of the refused address', () => {
    const guard = requireQueryParams(['order', 'child'], {
      returnUrl: ({ path, params, failed }) =>
        `${path}/../list?from=${params.get('from')}&failed=${failed.join(',')}`,
      cacheBuster: true,
    });
    expect(guard(at(`/profile/sv/shop/item?from=cart&child=c-7`))).toEqual({
      redirectTo: `/profile/sv/shop/list?from=cart&failed=order&child=c-7&_t=${fixedUnixTime}`,
    });
  });

  it('should take a function that returns a route array', () => {
    const guard = requireQueryParams(['order'], { returnUrl: () => ['profile', 'sv', 42] });
    expect(guard(at('/x'))).toEqual({ redirectTo: '/profile/sv/42' });
  });

  it('should send the visitor to / when the return function throws', () => {
    const guard = requireQueryParams(['order'], {
      returnUrl: () => {
        throw new Error('broken route');
      },
    });
    expect(guard(at('/x?a=1'))).toEqual({ redirectTo: '/?a=1' });
  });
});

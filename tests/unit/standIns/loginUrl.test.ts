import { describe, expect, it } from 'vitest';
import { LoginAttempts } from '../../stand-ins/identity/loginAttempts.ts';
import { loginUrl } from '../../stand-ins/identity/loginUrl.ts';

const issuer = 'https://localhost:8790';

function pageOf(params: Record<string, unknown>) {
  const url = new URL(loginUrl(params, issuer));
  return { page: `${url.origin}${url.pathname}`, query: Object.fromEntries(url.searchParams) };
}

describe(loginUrl, () => {
  it('should choose the site of the client’s redirect_uri, in a language of ui_locales it speaks', () => {
    expect(
      pageOf({
        redirect_uri: 'https://localhost:8784/profile/assets/oidc/signin-callback',
        ui_locales: 'de en',
      }).page,
    ).toBe('https://localhost:8784/profile/en/sign-in');
  });

  it('should choose the home country of the language when the redirect_uri is no site of ours', () => {
    expect(pageOf({ redirect_uri: 'https://elsewhere.example/cb', ui_locales: 'nb-NO' }).page).toBe(
      'https://localhost:8782/profile/nb/logg-inn',
    );
  });

  it('should fall back to the Swedish site, in English when asked, else in Swedish', () => {
    expect(pageOf({ ui_locales: 'en' }).page).toBe('https://localhost:8781/profile/en/sign-in');
    expect(pageOf({ ui_locales: 'pl' }).page).toBe('https://localhost:8781/profile/sv/logga-in');
    expect(pageOf({}).page).toBe('https://localhost:8781/profile/sv/logga-in');
  });

  it('should carry the request without prompt in returnUrl, and intent, origin and login_hint beside it', () => {
    const { query } = pageOf({
      client_id: 'web',
      prompt: 'login',
      state: 's',
      intent: 'Shop',
      origin: 'Site',
      login_hint: 'a@example.com',
      max_age: undefined,
    });
    expect(query).toEqual({
      returnUrl:
        'https://localhost:8790/connect/authorize/callback?client_id=web&state=s&intent=Shop&origin=Site&login_hint=a%40example.com',
      intent: 'Shop',
      origin: 'Site',
      email: 'a@example.com',
    });
  });
});

describe(LoginAttempts, () => {
  it('should lock an address for five minutes at its fifth failure in a row, then count afresh', () => {
    let now = 1_000_000;
    const attempts = new LoginAttempts(() => now);
    const verdicts = [1, 2, 3, 4, 5].map(() => attempts.failed('Parent@Example.com'));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, true, false]);
    expect(attempts.check('parent@example.com')).toEqual({ allowed: false, retryAfterSeconds: 300 });
    now += 299_001;
    expect(attempts.check('parent@example.com')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1_000;
    expect(attempts.check('parent@example.com')).toEqual({ allowed: true });
    expect(attempts.failed('parent@example.com')).toEqual({ allowed: true });
    expect(attempts.check('other@example.com')).toEqual({ allowed: true });
  });

  it('should start the count over after a success', () => {
    const attempts = new LoginAttempts(() => 0);
    for (let i = 0; i < 4; i += 1) attempts.failed('a@example.com');
    attempts.succeeded('a@example.com');
    expect(attempts.failed('a@example.com')).toEqual({ allowed: true });
  });
});

import { describe, expect, it } from 'vitest';
import { endpointsFor } from '../../src/config/environments.ts';
import { oidcAddressesFor } from '../../src/config/oidc.ts';
import { identityReturnUrl } from '../../src/lib/returnState/identityReturnUrl.ts';
import { CookieJar } from './support/cookieJar.ts';
import { restSignIn } from './support/oidcSignIn.ts';
import { authorizeSilently, authorizeUrl } from './support/sessionManagement.ts';
import { clients, control, endpoints, registerFreshAccount, seededPassword } from './support/standIns.ts';

/**
 * The identity stand-in plays the real service's part in signing in on our own pages: it has
 * no form, hands `/authorize` to the site's sign-in page with a `returnUrl`, and signs in over
 * REST with the rules the real service must follow (tests/stand-ins/README.md).
 */
const authority = endpoints.identityAuthority;
const sweden = endpoints.host;
const login = `${authority}/api/Authentication/login`;

/** Follows the identity service's own redirects until one leaves it. */
async function follow(jar: CookieJar, start: URL | string): Promise<URL> {
  let location = new URL(start);
  for (let hop = 0; location.origin === authority && hop < 10; hop += 1) {
    const response = await jar.fetch(location);
    expect([302, 303], `${location.href} answered ${response.status}`).toContain(response.status);
    location = new URL(response.headers.get('location') ?? '', authority);
  }
  return location;
}

function loginAs(jar: CookieJar, email: string, password = seededPassword, origin = sweden) {
  return restSignIn(jar, authority, { email, password, origin });
}

const signedIn = async (jar: CookieJar) =>
  (await (await jar.fetch(`${authority}/api/Authentication`)).json()) as boolean;

interface Mail {
  to: string;
  kind: string;
  userId: string;
  code: string;
  link: string | null;
}

const mailsTo = (email: string) =>
  control<Mail[]>('identity', `outbox?email=${encodeURIComponent(email)}`, 'GET');

describe('the identity stand-in hands its login screen to the sites', () => {
  it.each([
    ['se', 'sv', 'https://localhost:8781/profile/sv/logga-in'],
    ['no', 'nb', 'https://localhost:8782/profile/nb/logg-inn'],
    ['dk', 'da', 'https://localhost:8783/profile/da/log-ind'],
    ['fi', 'fi', 'https://localhost:8784/profile/fi/kirjaudu'],
    ['de', 'de', 'https://localhost:8785/profile/de/anmelden'],
  ] as const)(
    'should send a browser without a sign-in from the %s site to its %s sign-in page',
    async (code, language, page) => {
      const redirectUri = oidcAddressesFor(endpointsFor('development', code)).redirectUri;
      const location = await follow(new CookieJar(), authorizeUrl(redirectUri, { ui_locales: language }));
      expect(`${location.origin}${location.pathname}`).toBe(page);
    },
  );

  it('should choose the site’s English page when ui_locales asks for English, its own for a language it lacks', async () => {
    const denmark = oidcAddressesFor(endpointsFor('development', 'dk')).redirectUri;
    const english = await follow(new CookieJar(), authorizeUrl(denmark, { ui_locales: 'en da' }));
    expect(`${english.origin}${english.pathname}`).toBe('https://localhost:8783/profile/en/sign-in');
    const swedish = await follow(new CookieJar(), authorizeUrl(denmark, { ui_locales: 'sv' }));
    expect(`${swedish.origin}${swedish.pathname}`).toBe('https://localhost:8783/profile/da/log-ind');
  });

  it('should give an absolute returnUrl on the authorize-callback path with the request but not its prompt', async () => {
    const authorize = authorizeUrl(oidcAddressesFor(endpoints).redirectUri, {
      prompt: 'login',
      state: 'state-7',
      intent: 'Register',
      origin: 'PartyBooking',
      login_hint: 'astrid.lindqvist@example.com',
    });
    const page = await follow(new CookieJar(), authorize);
    expect(page.searchParams.get('intent')).toBe('Register');
    expect(page.searchParams.get('origin')).toBe('PartyBooking');
    expect(page.searchParams.get('email')).toBe('astrid.lindqvist@example.com');
    const returnUrl = new URL(page.searchParams.get('returnUrl') ?? '');
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe(
      'https://localhost:8790/connect/authorize/callback',
    );
    expect(Object.fromEntries(returnUrl.searchParams)).toMatchObject({
      client_id: 'web',
      redirect_uri: 'https://localhost:8781/profile/assets/oidc/signin-callback',
      state: 'state-7',
      code_challenge_method: 'S256',
      intent: 'Register',
    });
    expect(returnUrl.searchParams.has('prompt')).toBe(false);
    // The product's own rule accepts it.
    expect(identityReturnUrl(returnUrl.href, endpoints)?.href).toBe(returnUrl.href);
  });

  it('should finish the authorization at returnUrl once the browser signed in over REST', async () => {
    const jar = new CookieJar();
    const page = await follow(
      jar,
      authorizeUrl(oidcAddressesFor(endpoints).redirectUri, { state: 'state-8' }),
    );
    const returnUrl = page.searchParams.get('returnUrl') ?? '';

    // Still signed out: the callback hands the browser back to the sign-in page.
    const again = await follow(new CookieJar(), returnUrl);
    expect(`${again.origin}${again.pathname}`).toBe('https://localhost:8781/profile/sv/logga-in');

    expect((await loginAs(jar, 'astrid.lindqvist@example.com')).status).toBe(200);
    const callback = await follow(jar, returnUrl);
    expect(`${callback.origin}${callback.pathname}`).toBe(
      'https://localhost:8781/profile/assets/oidc/signin-callback',
    );
    expect(callback.searchParams.get('state')).toBe('state-8');
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('should answer a silent authorization (prompt=none) right after a REST sign-in, and refuse one before', async () => {
    const silent = oidcAddressesFor(endpoints).silentRedirectUri;
    const jar = new CookieJar();
    expect((await authorizeSilently(jar, silent)).searchParams.get('error')).toBe('login_required');
    expect((await loginAs(jar, 'ingrid.haugen@example.com')).status).toBe(200);
    const answer = await authorizeSilently(jar, silent);
    expect(`${answer.origin}${answer.pathname}`).toBe(
      'https://localhost:8781/profile/assets/oidc/silent-callback',
    );
    expect(answer.searchParams.get('code')).toBeTruthy();
  });
});

describe('POST /api/Authentication/login', () => {
  it('should sign in with 200 and a host-only, HttpOnly, Secure, SameSite=Lax cookie', async () => {
    const jar = new CookieJar();
    const response = await loginAs(jar, 'astrid.lindqvist@example.com');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('standin_identity='));
    const attributes = (cookie ?? '')
      .split(';')
      .slice(1)
      .map((attribute) => attribute.trim().split('=')[0]?.toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['path', 'max-age', 'httponly', 'secure', 'samesite']));
    expect(attributes).not.toContain('domain');
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(await signedIn(jar)).toBe(true);
  });

  it('should answer 401 for a wrong password or an unknown address, and stay signed out', async () => {
    const user = await registerFreshAccount('login-401');
    const jar = new CookieJar();
    for (const [email, password] of [
      [user.email ?? '', 'Wrong-Passw0rd'],
      [`nobody.${user.guid.slice(0, 8)}@example.com`, seededPassword],
    ]) {
      const response = await loginAs(jar, email ?? '', password);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        code: 'InvalidCredentials',
        message: 'The e-mail address or password is incorrect.',
      });
    }
    expect(await signedIn(jar)).toBe(false);
  });

  it('should answer 400 with field errors for empty fields, and PasswordNotSet for a desk-made account', async () => {
    const empty = await loginAs(new CookieJar(), ' ', '');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      exceptionType: 'ValidationException',
      errors: { Email: ["'Email' must not be empty."], Password: ["'Password' must not be empty."] },
    });
    const noPassword = await loginAs(new CookieJar(), 'per.holm@example.com', seededPassword);
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toMatchObject({ code: 'PasswordNotSet' });
  });

  it('should answer 429 with Retry-After for a locked account, even with the right password', async () => {
    const response = await loginAs(new CookieJar(), 'olle.lund@example.com', seededPassword);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('300');
    expect(await response.json()).toMatchObject({ code: 'LockedOut', responsecode: 429 });
  });

  it('should lock an address for five minutes at the fifth failure in a row, right password included', async () => {
    const user = await registerFreshAccount('rate-limit');
    const email = user.email ?? '';
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await loginAs(new CookieJar(), email, `Wrong-Passw0rd-${attempt}`);
      statuses.push(response.status);
      retryAfter = response.headers.get('retry-after');
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(290);
    expect(Number(retryAfter)).toBeLessThanOrEqual(300);
    expect((await loginAs(new CookieJar(), email, seededPassword)).status).toBe(429);

    await control('identity', `login-attempts?email=${encodeURIComponent(email)}`, 'DELETE');
    expect((await loginAs(new CookieJar(), email, seededPassword)).status).toBe(200);
  });

  it('should count failures per address, so one locked address leaves the others alone', async () => {
    const locked = await registerFreshAccount('rate-limit-a');
    const other = await registerFreshAccount('rate-limit-b');
    for (let attempt = 1; attempt <= 5; attempt += 1)
      await loginAs(new CookieJar(), locked.email ?? '', 'Nope-1234');
    expect((await loginAs(new CookieJar(), other.email ?? '', seededPassword)).status).toBe(200);
  });
});

describe('the REST API answers the five sites only, in JSON', () => {
  it('should allow the calling site with credentials, name it exactly and vary by Origin', async () => {
    const norway = endpointsFor('development', 'no').host;
    const response = await loginAs(new CookieJar(), 'ingrid.haugen@example.com', seededPassword, norway);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://localhost:8782');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it('should let the site read Retry-After of a 429', async () => {
    const response = await loginAs(new CookieJar(), 'olle.lund@example.com', seededPassword);
    expect(response.status).toBe(429);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://localhost:8781');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i);
  });

  it('should answer a site’s preflight and refuse another origin’s, and its requests', async () => {
    const preflight = (origin: string) =>
      fetch(login, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const site = await preflight(sweden);
    expect(site.status).toBe(204);
    expect(site.headers.get('access-control-allow-origin')).toBe('https://localhost:8781');
    expect(site.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(site.headers.get('access-control-allow-headers')).toMatch(/Content-Type/i);
    expect(site.headers.get('vary')).toMatch(/Origin/);

    for (const stranger of [
      'https://evil.example',
      'https://localhost:8790',
      'null',
      'http://localhost:8781',
    ]) {
      const refused = await preflight(stranger);
      expect(refused.status, stranger).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }
    const jar = new CookieJar();
    const forged = await loginAs(jar, 'astrid.lindqvist@example.com', seededPassword, 'https://evil.example');
    expect(forged.status).toBe(403);
    expect(await signedIn(jar)).toBe(false);
  });

  it('should refuse a body that is not JSON with 415, as an HTML form would send it', async () => {
    const jar = new CookieJar();
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'email=astrid.lindqvist%40example.com&password=Lekplats-2025'],
      ['text/plain', JSON.stringify({ email: 'astrid.lindqvist@example.com', password: seededPassword })],
      ['multipart/form-data; boundary=x', '--x--'],
    ]) {
      const response = await jar.fetch(login, {
        method: 'POST',
        headers: { 'Content-Type': type ?? '' },
        body: body ?? '',
      });
      expect(response.status, type).toBe(415);
    }
    expect(await signedIn(jar)).toBe(false);
  });
});

describe('forgot and reset password', () => {
  it.each([
    ['sv-SE', 'https://localhost:8781/profile/sv/nytt-losenord'],
    ['en-FI', 'https://localhost:8784/profile/en/reset-password'],
    ['de-DE', 'https://localhost:8785/profile/de/neues-passwort'],
    ['nb-NO', 'https://localhost:8782/profile/nb/nytt-passord'],
    ['da', 'https://localhost:8781/profile/sv/nytt-losenord'],
    [null, 'https://localhost:8781/profile/sv/nytt-losenord'],
  ])('should mail a link to our reset page for culture %s: %s', async (culture, page) => {
    const user = await registerFreshAccount('forgot');
    await clients().identity.forgotPassword({ email: user.email, onboardingState: null, culture });
    const [mail] = (await mailsTo(user.email ?? '')).filter((sent) => sent.kind === 'reset-password');
    const link = new URL(mail?.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(page);
    expect(Object.fromEntries(link.searchParams)).toEqual({ userId: user.guid, code: mail?.code });
  });

  it('should answer an unknown address the same and mail nothing', async () => {
    const email = `nobody.forgot.${Date.now()}@example.com`;
    await expect(
      clients().identity.forgotPassword({ email, onboardingState: null, culture: 'sv-SE' }),
    ).resolves.toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });

  it('should take the mailed code once, then sign in with the new password', async () => {
    const user = await registerFreshAccount('reset-once');
    await clients().identity.forgotPassword({ email: user.email, onboardingState: null, culture: 'sv-SE' });
    const [mail] = await mailsTo(user.email ?? '').then((mails) =>
      mails.filter((m) => m.kind === 'reset-password'),
    );
    const reset = { userId: user.guid, code: mail?.code ?? '', password: 'Ny-Lekplats-2026' };
    await expect(clients().identity.resetPassword(reset)).resolves.toBe('Your password has been reset.');
    expect((await loginAs(new CookieJar(), user.email ?? '', 'Ny-Lekplats-2026')).status).toBe(200);
    expect((await loginAs(new CookieJar(), user.email ?? '', seededPassword)).status).toBe(401);

    const used = await clients()
      .identity.resetPassword({ ...reset, password: 'Tredje-Lekplats-2027' })
      .catch((error: unknown) => error);
    expect(used).toMatchObject({
      status: 400,
      body: { code: 'InvalidToken', errors: { Code: ['Invalid token.'] } },
    });
  });

  it('should refuse an expired code and an older one, with the service’s error body', async () => {
    const user = await registerFreshAccount('reset-expired');
    const expired = await control<{ code: string }>('identity', 'password-reset-link', 'POST', {
      email: user.email,
      expired: true,
    });
    const tryCode = (code: string) =>
      clients()
        .identity.resetPassword({ userId: user.guid, code, password: 'Ny-Lekplats-2026' })
        .catch((error: unknown) => error);
    expect(await tryCode(expired.code)).toMatchObject({
      status: 400,
      body: { code: 'ExpiredToken', errors: { Code: ['The token has expired.'] } },
    });
    const older = await control<{ code: string }>('identity', 'password-reset-link', 'POST', {
      email: user.email,
    });
    const newer = await control<{ code: string; link: string }>('identity', 'password-reset-link', 'POST', {
      email: user.email,
      culture: 'fi-FI',
    });
    expect(new URL(newer.link).pathname).toBe('/profile/fi/uusi-salasana');
    expect(await tryCode(older.code)).toMatchObject({ status: 400, body: { code: 'InvalidToken' } });
    await expect(tryCode(newer.code)).resolves.toBe('Your password has been reset.');
  });

  it('should lead a desk-made account from ResetPassword to Continue with its first password', async () => {
    const user = await registerFreshAccount('desk');
    const email = user.email ?? '';
    await control('identity', 'remove-password', 'POST', { email });
    await expect(clients().identity.status(email)).resolves.toEqual({ nextStep: 'ResetPassword' });
    const { code } = await control<{ code: string }>('identity', 'password-reset-link', 'POST', { email });
    await clients().identity.resetPassword({ userId: user.guid, code, password: 'Forsta-Lekplats-2026' });
    await expect(clients().identity.status(email)).resolves.toEqual({ nextStep: 'Continue' });
    expect((await loginAs(new CookieJar(), email, 'Forsta-Lekplats-2026')).status).toBe(200);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { confirmAtIdentity } from '../../src/lib/emailConfirmation/confirmAtIdentity.ts';
import type { ConfirmationRequest } from '../../src/lib/emailConfirmation/request.ts';
import { checkConfirmationRequest, pairFromQuery } from '../../src/lib/emailConfirmation/request.ts';
import { createLogger } from '../../src/lib/log/logger.ts';
import { seedCountries } from '../stand-ins/seed/countries.ts';
import { addFault, clients, control, endpoints, registerFreshAccount } from './support/standIns.ts';

/**
 * What the e-mail-confirmation Function relies on, against the identity stand-in: the links
 * it mails (control endpoint and outbox) pass the Function's checks, a code works once, an
 * expired code says so, and faults on the confirm path reach the Function's mapping. The
 * mapping itself (confirmAtIdentity) runs here against the real replies.
 */
const quiet = createLogger('error', { debug() {}, info() {}, warn() {}, error() {} });

function confirm(request: ConfirmationRequest, timeoutMs = 5_000) {
  return confirmAtIdentity({ identityApi: endpoints.identityApi, request, timeoutMs, log: quiet });
}

interface SentMail {
  to: string;
  kind: string;
  userId: string;
  code: string;
  link: string | null;
}

/** The mailed link of a fresh account, as the Function will receive it from the page. */
async function freshRequest(label: string, options: { expired?: boolean } = {}) {
  const user = await registerFreshAccount(label);
  const mail = await control<{ userId: string; code: string; link: string }>(
    'identity',
    'confirmation-link',
    'POST',
    { email: user.email, ...options },
  );
  const pair = pairFromQuery(new URL(mail.link).search);
  if (!pair) throw new Error(`the stand-in mailed a link the page refuses: ${mail.link}`);
  return pair;
}

/** The first seeded play centre of a country, so a new account belongs to that country. */
function playgroundOf(countrySlug: string): string {
  const guid = seedCountries().find((country) => country.slug === countrySlug)?.regions?.[0]?.playgrounds?.[0]
    ?.guid;
  if (!guid) throw new Error(`no seeded play centre in ${countrySlug}`);
  return guid;
}

afterEach(async () => {
  await control('identity', 'faults', 'DELETE');
});

describe('confirmation links of the identity stand-in', () => {
  it('should put the link of send-confirmation in the outbox, in the account’s language and shape', async () => {
    const user = await registerFreshAccount('outbox');
    const outbox = () =>
      control<SentMail[]>('identity', `outbox?email=${encodeURIComponent(user.email ?? '')}`, 'GET');
    // Registering mails nothing: the registration page asks for the mail itself.
    expect(await outbox()).toEqual([]);
    await clients().identity.sendEmailConfirmation({ email: user.email, culture: 'sv-SE' });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: user.email, kind: 'confirmation', userId: user.guid });
    const link = new URL(mail!.link ?? '');
    expect(link.origin + link.pathname).toBe('https://localhost:8781/profile/sv/email-confirmation');
    expect(checkConfirmationRequest(link.searchParams.get('userId'), link.searchParams.get('code'))).toEqual({
      ok: true,
      request: { userId: user.guid, code: mail!.code },
    });
    // A newer link retires it.
    const newer = await control<{ code: string }>('identity', 'confirmation-link', 'POST', {
      email: user.email,
    });
    expect(await confirm({ userId: user.guid, code: mail!.code })).toBe('invalidCode');
    expect(await confirm({ userId: user.guid, code: newer.code })).toBe('confirmed');
  });

  it('should link the site and language of the culture asked for', async () => {
    const user = await registerFreshAccount('culture', playgroundOf('finland'));
    await clients().identity.sendEmailConfirmation({ email: user.email, culture: 'en-FI' });
    const [mail] = await control<SentMail[]>(
      'identity',
      `outbox?email=${encodeURIComponent(user.email ?? '')}`,
      'GET',
    );
    const link = new URL(mail!.link ?? '');
    expect(link.origin + link.pathname).toBe('https://localhost:8784/profile/en/email-confirmation');
  });

  it('should mail one account at most once a minute: 429 with Retry-After, and no mail', async () => {
    const user = await registerFreshAccount('resend');
    await clients().identity.sendEmailConfirmation({ email: user.email, culture: 'sv-SE' });
    const refused = await clients()
      .identity.sendEmailConfirmation({ email: user.email, culture: 'sv-SE' })
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ status: 429, body: { code: 'TooManyRequests' } });
    const wait = Number((refused as { headers: Record<string, string> }).headers['retry-after']);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    const mails = await control<SentMail[]>(
      'identity',
      `outbox?email=${encodeURIComponent(user.email ?? '')}`,
      'GET',
    );
    expect(mails).toHaveLength(1);
    // Another account is not held back by this one.
    const other = await registerFreshAccount('resend-other');
    await expect(
      clients().identity.sendEmailConfirmation({ email: other.email, culture: 'sv-SE' }),
    ).resolves.toBeUndefined();
  });

  it('should answer an unknown address like a known one, and mail nothing', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    await expect(
      clients().identity.sendEmailConfirmation({ email, culture: 'sv-SE' }),
    ).resolves.toBeUndefined();
    await expect(
      clients().identity.sendEmailConfirmation({ email, culture: 'sv-SE' }),
    ).resolves.toBeUndefined();
    expect(await control('identity', `outbox?email=${encodeURIComponent(email)}`, 'GET')).toEqual([]);
  });

  it('should confirm once, then refuse the same link as invalid', async () => {
    const request = await freshRequest('twice');
    expect(await confirm(request)).toBe('confirmed');
    expect(await confirm(request)).toBe('invalidCode');
  });

  it('should answer an expired code with ExpiredToken, which reads as expired', async () => {
    const request = await freshRequest('expired', { expired: true });
    const error = await clients()
      .identity.confirmEmail(request.userId, request.code)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 400,
      body: { code: 'ExpiredToken', exceptionType: 'ValidationException' },
    });
    expect(await confirm(request)).toBe('expired');
  });

  it('should read an unknown user as an invalid link', async () => {
    const request = await freshRequest('unknown');
    expect(await confirm({ ...request, userId: '00000000-0000-4000-8000-000000000000' })).toBe('invalidCode');
  });
});

describe('faults on the confirm path', () => {
  const path = (request: ConfirmationRequest) => `/api/User/email/confirm/${request.userId}`;

  it('should give serverError for a 500 and unavailable for a dropped connection, leaving the code usable', async () => {
    const request = await freshRequest('faults');
    await addFault('identity', { path: path(request), kind: 'status', status: 500, times: 1 });
    expect(await confirm(request)).toBe('serverError');
    await addFault('identity', { path: path(request), kind: 'drop', times: 1 });
    expect(await confirm(request)).toBe('unavailable');
    expect(await confirm(request)).toBe('confirmed');
  });

  it('should give timeout when the service answers later than the limit', async () => {
    const request = await freshRequest('slow');
    await addFault('identity', { path: path(request), kind: 'delay', ms: 1_500, times: 1 });
    const started = Date.now();
    expect(await confirm(request, 300)).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_400);
  });
});

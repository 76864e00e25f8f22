import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsEvent,
  normalizeEmail,
  normalizePhone,
  sha256Hex,
} from '../../../src/lib/analytics/events.ts';
import { acceptAll, necessaryOnly } from '../../../src/lib/shell/consent.ts';
import { sessionSettled, trackEvent } from '../../../src/stores/analytics.ts';
import { $consent } from '../../../src/stores/consent.ts';
import { $session } from '../../../src/stores/session.ts';

// The session store brings the sign-out's local half (lib/session/forgetSession.ts), which logs
// at the build's level.
vi.mock('../../../src/config/site.ts', async () => {
  const { buildTargetFrom } = await import('../../../src/config/buildTarget.ts');
  return {
    site: buildTargetFrom({ SITE_COUNTRY: 'se', SITE_ENVIRONMENT: 'development', SITE_VERSION: '1' }),
  };
});

// Expected digests computed independently: printf '%s' 'anna.andersson@example.com' | sha256sum
const emailHash = '604849a35fbde0f0d7aef368020aa5b6aa1bfef9032faaa4f95c788057ce6a7e';
const swedishPhoneHash = '19317f0437d748c2e75c9d451197ae3ccc2e67c6d1e05cba41f25e639e3a7528'; // +46701234567
const norwegianPhoneHash = 'bfc3db8618a1128545b15c1bc774da3ff57a4bf6c18bf3258fa3a4bbcc4534a0'; // +4712345678

describe('sha256Hex', () => {
  it('should give the lower-case hex SHA-256 of the UTF-8 text', async () => {
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex('anna.andersson@example.com')).toBe(emailHash);
  });
});

describe('normalizeEmail', () => {
  it('should trim and lower-case, and refuse what is not an address', () => {
    expect(normalizeEmail('  Anna.Andersson@Example.COM ')).toBe('anna.andersson@example.com');
    expect(normalizeEmail('anna')).toBeNull();
    expect(normalizeEmail(null)).toBeNull();
  });
});

describe('normalizePhone', () => {
  it('should give E.164 from the forms people type', () => {
    expect(normalizePhone('+46 70-123 45 67')).toBe('+46701234567');
    expect(normalizePhone('0046 (70) 123 45 67')).toBe('+46701234567');
    expect(normalizePhone('070-123 45 67', '46')).toBe('+46701234567');
    expect(normalizePhone('070.123.45.67', '+46')).toBe('+46701234567');
    expect(normalizePhone('123 45 678', '47')).toBe('+4712345678');
  });

  it('should not guess a country code, nor accept what is not a number', () => {
    expect(normalizePhone('070-123 45 67')).toBeNull();
    expect(normalizePhone('call me', '46')).toBeNull();
    expect(normalizePhone('+46 7')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });
});

describe('analyticsEvent', () => {
  it('should carry e-mail and phone only as SHA-256 hashes of their normalized form', async () => {
    const event = await analyticsEvent('sign_up', { method: 'email' }, true, {
      email: ' Anna.Andersson@example.com',
      phone: '070-123 45 67',
      phoneCountryCode: '46',
    });
    expect(event).toEqual({
      event: 'sign_up',
      method: 'email',
      user_type: 'member',
      user_data: { sha256_email_address: emailHash, sha256_phone_number: swedishPhoneHash },
    });
    expect(JSON.stringify(event)).not.toMatch(/anna|070|123/i);
  });

  it('should say guest for a visitor and leave out user data nobody gave', async () => {
    expect(await analyticsEvent('page_view', {}, false)).toEqual({ event: 'page_view', user_type: 'guest' });
  });

  it('should not let parameters replace the event, the user type or the hashed user data', async () => {
    const event = await analyticsEvent(
      'page_view',
      { event: 'x', user_type: 'member', user_data: { email: 'anna.andersson@example.com' } },
      false,
    );
    expect(event).toEqual({ event: 'page_view', user_type: 'guest' });
  });
});

describe('trackEvent', () => {
  const dataLayer = () => (globalThis as { dataLayer?: unknown[] }).dataLayer ?? [];

  beforeEach(() => {
    (globalThis as { dataLayer?: unknown[] }).dataLayer = [];
    $session.set({ status: 'signedOut', user: null });
  });

  it('should send nothing before the visitor has answered, nor when statistics were declined', async () => {
    $consent.set(null);
    expect(await trackEvent('page_view')).toBe(false);
    $consent.set(necessaryOnly);
    expect(await trackEvent('page_view', {}, { email: 'anna.andersson@example.com' })).toBe(false);
    expect(dataLayer()).toEqual([]);
  });

  it('should send hashed e-mail and phone once statistics are accepted', async () => {
    $consent.set({ statistics: true, marketing: false });
    $session.set({
      status: 'signedIn',
      user: { firstname: 'Anna', lastname: 'Andersson', username: null, culture: 'sv', roles: [] },
    });
    await trackEvent(
      'purchase',
      { value: 199 },
      { email: 'anna.andersson@example.com', phone: '+47 123 45 678' },
    );
    expect(dataLayer()).toEqual([
      {
        event: 'purchase',
        value: 199,
        user_type: 'member',
        user_data: { sha256_email_address: emailHash, sha256_phone_number: norwegianPhoneHash },
      },
    ]);
  });

  it('should drop an event when consent is withdrawn while it is being hashed', async () => {
    $consent.set(acceptAll);
    const sending = trackEvent('page_view', {}, { email: 'anna.andersson@example.com' });
    $consent.set(necessaryOnly);
    expect(await sending).toBe(false);
    expect(dataLayer()).toEqual([]);
  });
});

describe('sessionSettled', () => {
  afterEach(() => vi.useRealTimers());

  it('should wait for the session to be known, so a member is counted as a member', async () => {
    $session.set({ status: 'loading', user: null });
    let settled = false;
    const waiting = sessionSettled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    $session.set({ status: 'signedOut', user: null });
    await waiting;
    expect(settled).toBe(true);
  });

  it('should stop waiting after a while on a page where the session never starts', async () => {
    vi.useFakeTimers();
    $session.set({ status: 'uninitialized', user: null });
    const waiting = sessionSettled(5000);
    vi.advanceTimersByTime(5000);
    await expect(waiting).resolves.toBeUndefined();
  });
});

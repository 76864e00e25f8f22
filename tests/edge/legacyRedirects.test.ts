import { describe, expect, it } from 'vitest';
import { countries, countryCodes, countryList } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { get, securityHeaderMismatches } from './helpers.ts';

/**
 * The spec's table (§2, "Routes of the profile area"), written out again here on purpose:
 * the edge must agree with the spec, not merely with our own generator.
 */
const specTable: ReadonlyArray<readonly [path: string, target: string]> = [
  ['', 'account'],
  ['edit', 'account/edit'],
  ['edit/4711', 'account/edit'],
  ['change-password', 'account/edit'],
  ['change-playground', 'account/edit'],
  ['offers', 'account/offers'],
  ['offers/coupon/7350012345678', 'account/offers/7350012345678'],
  ['offers/entrance-discount', 'account/offers'],
  ['family', 'account/children'],
  ['family/child/create', 'account/children'],
  ['family/me', 'account/member-card'],
  [
    'family/child/3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e',
    'account/children/3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e',
  ],
  ['subscriptions', 'account/products'],
  [
    'subscriptions/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    'account/products/pass/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  ],
  [
    'serial-tickets/5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
    'account/products/ticket-card/5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  ],
  ['me/tickets', 'account/booking-history'],
];

const pairs = countryCodes.flatMap((code) =>
  countries[code].languages.map((language) => [code, language] as const),
);

describe('legacy profile links on wrangler pages dev', () => {
  it.each(pairs)('%s/%s: every row of the table, with and without trailing slash', async (code, language) => {
    const accountBase = endpointsFor('development', code).accountBase;
    for (const [path, target] of specTable) {
      for (const slash of ['', '/']) {
        const from = path === '' ? `/profile/${language}${slash}` : `/profile/${language}/${path}${slash}`;
        const response = await get(code, from);
        expect(response.status, from).toBe(302);
        expect(response.headers.get('location'), from).toBe(`${accountBase}/${language}/${target}`);
      }
    }
  });

  it('should keep tracking parameters (and the rest of the query) across the hop', async () => {
    const response = await get(
      'dk',
      '/profile/da/offers?utm_source=newsletter&utm_campaign=jul&gclid=Cj0K&fbclid=IwAR',
    );
    expect(response.headers.get('location')).toBe(
      `${endpointsFor('development', 'dk').accountBase}/da/account/offers?utm_source=newsletter&utm_campaign=jul&gclid=Cj0K&fbclid=IwAR`,
    );
  });

  it('should not treat a deeper or unknown path as a legacy route', async () => {
    for (const path of [
      '/profile/sv/offers/coupon',
      '/profile/sv/family/child/a/b',
      '/profile/sv/serial-tickets',
    ]) {
      expect((await get('se', path)).status, path).toBe(404);
    }
  });

  it('should keep a hostile path value inside one segment on the account host', async () => {
    const accountBase = endpointsFor('development', 'se').accountBase;
    for (const value of [
      '%2F%2Fevil.example',
      '..%2F..%2Fadmin',
      '%5Cevil.example',
      '%0d%0aSet-Cookie:%20x=1',
    ]) {
      const response = await get('se', `/profile/sv/family/child/${value}`);
      const location = response.headers.get('location') ?? '';
      expect(new URL(location).origin, value).toBe(new URL(accountBase).origin);
      expect(location.startsWith(`${accountBase}/sv/account/children/`), value).toBe(true);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });
});

describe('languages of another country', () => {
  it.each(countryCodes)(
    '%s: sends each other country’s language to that host, path and query kept',
    async (code) => {
      for (const other of countryList.filter((country) => country.code !== code)) {
        const language = other.languages[0];
        const otherHost = endpointsFor('development', other.code).host;
        const deep = await get(code, `/profile/${language}/family/child/abc?utm_source=partner&x=1`);
        expect(deep.status).toBe(302);
        expect(deep.headers.get('location')).toBe(
          `${otherHost}/profile/${language}/family/child/abc?utm_source=partner&x=1`,
        );
        const bare = await get(code, `/profile/${language}`);
        expect(bare.headers.get('location')).toBe(`${otherHost}/profile/${language}/`);
      }
    },
  );
});

describe('email-preferences (Pages Function)', () => {
  const accountBase = endpointsFor('development', 'no').accountBase;
  const host = endpointsFor('development', 'no').host;

  it('should send a link with userId to communication-preferences of that user, query kept', async () => {
    const response = await get('no', '/profile/nb/email-preferences?userId=8d1e2f3a-4b5c&utm_medium=email');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `${accountBase}/nb/communication-preferences/8d1e2f3a-4b5c?utm_medium=email`,
    );
    expect(securityHeaderMismatches(response)).toEqual([]);
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('should carry a channel type below email-preferences along when userId is given', async () => {
    const response = await get('no', '/profile/en/email-preferences/sms/?userId=42');
    expect(response.headers.get('location')).toBe(
      `${accountBase}/en/communication-preferences/42?channel=sms`,
    );
  });

  it.each([
    '/profile/nb/email-preferences',
    '/profile/nb/email-preferences/',
    '/profile/nb/email-preferences?userId=',
    '/profile/nb/email-preferences?userId=%20%20',
    '/profile/nb/email-preferences/email',
    '/profile/nb/email-preferences/sms?utm_source=x',
  ])('%s without userId should redirect to the not-found page, which answers 404', async (path) => {
    const response = await get('no', path);
    expect(response.status).toBe(302);
    expect(securityHeaderMismatches(response)).toEqual([]);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe(`${host}/profile/${path.split('/')[2]}/404`);
    expect((await fetch(location, { redirect: 'manual' })).status).toBe(404);
  });

  it('should percent-encode a hostile userId into one segment and inject no header', async () => {
    const response = await get(
      'no',
      '/profile/nb/email-preferences?userId=%2F%2Fevil.example%0d%0aSet-Cookie:%20a=b',
    );
    const location = response.headers.get('location') ?? '';
    expect(location).toBe(
      `${accountBase}/nb/communication-preferences/%2F%2Fevil.example%0D%0ASet-Cookie%3A%20a%3Db`,
    );
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

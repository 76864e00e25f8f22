import { describe, expect, it } from 'vitest';
import { endpointsFor } from '../../src/config/environments.ts';
import { accountSiteUrl, externalDestinations } from '../../src/config/destinations.ts';
import { standInUrls } from '../contract/support/standIns.ts';

async function visitOf(url: string) {
  const json = new URL(url);
  json.searchParams.set('format', 'json');
  const response = await fetch(json);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('account-site stand-in', () => {
  it('should report an account-site address with country, language, path and query', async () => {
    const url = `${accountSiteUrl(endpointsFor('development', 'dk'), 'da', 'account/children/4f1c')}?tab=pas&tab=kort`;
    await expect(visitOf(url)).resolves.toEqual({
      status: 200,
      body: {
        country: 'dk',
        site: 'account',
        language: 'da',
        path: '/account/children/4f1c',
        query: { tab: ['pas', 'kort'] },
        search: '?tab=pas&tab=kort',
      },
    });
  });

  it.each([
    ['startPage', 'main', 'sv', '/'],
    ['shop', 'order', 'sv', '/shop'],
    ['party', 'party', 'sv', '/'],
    ['sportClasses', 'main', 'sv', '/child-class'],
  ] as const)(
    'should read the Swedish %s destination as the %s site',
    async (destination, site, language, path) => {
      const url = externalDestinations(endpointsFor('development', 'se'), 'sv')[destination];
      await expect(visitOf(url)).resolves.toMatchObject({
        status: 200,
        body: { country: 'se', site, language, path },
      });
    },
  );

  it('should read the /en prefix of the main, order and party sites as English', async () => {
    const url = externalDestinations(endpointsFor('development', 'de'), 'en').bookEntrance;
    await expect(visitOf(url)).resolves.toMatchObject({
      body: { country: 'de', site: 'order', language: 'en', path: '/book-entrance' },
    });
  });

  it('should refuse an account-site address in a language the country does not offer', async () => {
    const { status, body } = await visitOf(`${standInUrls.accountSite}/se/fi/account`);
    expect(status).toBe(404);
    expect(body['problem']).toBe('The account site of se has no language "fi" (it offers sv, en).');
  });

  it('should show the same facts on the page, readable by test id', async () => {
    const response = await fetch(`${standInUrls.accountSite}/no/nb/account/offers/ABC123?source=mail`);
    const html = await response.text();
    const fact = (testId: string) => new RegExp(`data-testid="${testId}">([^<]*)<`).exec(html)?.[1];
    expect([fact('country'), fact('site'), fact('language'), fact('path'), fact('query')]).toEqual([
      'no',
      'account',
      'nb',
      '/account/offers/ABC123',
      '?source=mail',
    ]);
    expect(html).toContain('<html lang="nb">');
  });
});

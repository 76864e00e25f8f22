import { describe, expect, it } from 'vitest';
import { countries, countryCodes } from '../../src/config/countries.ts';
import { pagePath } from '../../src/config/routes.ts';
import { get, securityHeaderMismatches } from './helpers.ts';

// The pages whose form shows without scripts. The e-mail confirmation's "send a new link" form
// is left out on purpose: only its script shows it, and its page (the mailed link's) must run no
// Function at all (tests/unit/redirects/routes.test.ts).
const forms = ['signIn', 'resetPassword', 'register'] as const;
const cases = countryCodes.flatMap((code) =>
  countries[code].languages.flatMap((language) => forms.map((page) => [code, language, page] as const)),
);

describe('a form posted without scripts, on wrangler pages dev', () => {
  it.each(cases)('%s/%s %s: 303 back to the page, which then answers 200', async (code, language, page) => {
    const path = `${pagePath(page, language)}?intent=Booking&origin=None`;
    const response = await get(code, path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=astrid.lindqvist%40example.com&password=Lekplats-2025',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname + location.search).toBe(path);
    expect(location.href).not.toMatch(/@|%40|Lekplats/);
    expect(securityHeaderMismatches(response)).toEqual([]);
    const back = await get(code, path);
    expect(back.status).toBe(200);
  });

  it('leaves every other page alone: a POST to a page without a form is still refused', async () => {
    const response = await get('se', '/profile/sv/fel', { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(405);
  });
});

import { describe, expect, it } from 'vitest';
import { countries, countryCodes } from '../../src/config/countries.ts';
import { canonicalPagePath, pagePath } from '../../src/config/routes.ts';
import { get, securityHeaderMismatches } from './helpers.ts';

describe('onboarding page', () => {
  it.each(countryCodes)(
    '%s: answers at its translated path in each language, behind the login guard',
    async (code) => {
      for (const language of countries[code].languages) {
        const response = await get(
          code,
          `${pagePath('onboarding', language)}?intent=Register&origin=IdServer`,
        );
        expect(response.status).toBe(200);
        expect(securityHeaderMismatches(response)).toEqual([]);
        const html = await response.text();
        expect(html).toContain('data-login-intent="Default"');
        expect(html).toContain('data-login-intent-from="query"');
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).toContain('id="page-config" data-page="onboarding"');
      }
    },
  );

  it.each(countryCodes)(
    '%s: moves the canonical English path (what e-mails and the identity service link to) with its query',
    async (code) => {
      const [own] = countries[code].languages;
      const query =
        '?intent=Booking&origin=PartyBooking&continuePath=https%3A%2F%2Fparty.example%2Fx&utm_source=mail';
      for (const path of [canonicalPagePath('onboarding', own), `/profile/${own}/onboarding/`]) {
        const moved = await get(code, `${path}${query}`);
        expect(moved.status).toBe(301);
        expect(moved.headers.get('location')).toBe(`${pagePath('onboarding', own)}${query}`);
      }
    },
  );
});

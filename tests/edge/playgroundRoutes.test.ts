import { describe, expect, it } from 'vitest';
import { countries, countryCodes } from '../../src/config/countries.ts';
import {
  canonicalPagePath,
  childClassBookingPath,
  pagePath,
  playgroundPath,
} from '../../src/config/routes.ts';
import { messages } from '../../src/i18n/index.ts';
import { get, securityHeaderMismatches } from './helpers.ts';

const pairs = countryCodes.flatMap((code) =>
  countries[code].languages.map((language) => [code, language] as const),
);

describe('playground addresses on wrangler pages dev', () => {
  it.each(pairs)(
    '%s/%s: any play-centre slug is served the playground page, status 200',
    async (code, language) => {
      for (const path of [
        playgroundPath(language, 'some-play-centre'),
        `${playgroundPath(language, 'x1')}/`,
      ]) {
        const response = await get(code, path);
        expect(response.status, path).toBe(200);
        expect(securityHeaderMismatches(response), path).toEqual([]);
        expect(response.headers.get('Cache-Control'), path).toBe(
          'public, max-age=0, s-maxage=60, must-revalidate',
        );
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}"`);
        expect(html).toContain('data-page="playground"');
        expect(html).toContain(messages[language].playground.loading);
      }
    },
  );

  it.each(pairs)(
    '%s/%s: deeper paths answer 404 with the not-found page (the folder alone is the finder)',
    async (code, language) => {
      for (const path of [
        `${playgroundPath(language, 'barkarby')}/more`,
        `${playgroundPath(language, 'x')}/a/b`,
      ]) {
        const response = await get(code, path);
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).toContain(
          messages[language].notFound.heading.replace(/'/g, '&#39;'),
        );
      }
    },
  );

  it.each(countryCodes)(
    '%s: the English folder name moves to the own language’s, slug and query kept',
    async (code) => {
      const language = countries[code].languages[0];
      const response = await get(
        code,
        `${canonicalPagePath('playground', language)}/barkarby?utm_source=mail`,
      );
      expect(response.status).toBe(301);
      expect(response.headers.get('Location')).toBe(
        `${playgroundPath(language, 'barkarby')}?utm_source=mail`,
      );
    },
  );

  it.each(pairs)(
    '%s/%s: a booking address below a play centre is served the booking page, status 200, and the confirmation answers at its own path',
    async (code, language) => {
      const booking = childClassBookingPath(
        language,
        'some-play-centre',
        '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e',
      );
      for (const path of [booking, `${booking}/`]) {
        const response = await get(code, path);
        expect(response.status, path).toBe(200);
        expect(securityHeaderMismatches(response), path).toEqual([]);
        expect(response.headers.get('Cache-Control'), path).toBe(
          'public, max-age=0, s-maxage=60, must-revalidate',
        );
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}"`);
        expect(html).toContain('data-page="childClassBooking"');
        expect(html).toContain(messages[language].childClassBooking.loading);
      }
      expect((await get(code, `${booking}/more`)).status).toBe(404);
      const confirmation = await get(
        code,
        `${pagePath('childClassBookingConfirmation', language)}?bookingId=b&orderReference=o`,
      );
      expect(confirmation.status).toBe(200);
      expect(await confirmation.text()).toContain(messages[language].childClassBooking.confirmation.loading);
    },
  );

  it('legacy routes still redirect next to the playground rules', async () => {
    const response = await get('se', '/profile/sv/edit/some-playground');
    expect(response.status).toBe(302);
  });
});

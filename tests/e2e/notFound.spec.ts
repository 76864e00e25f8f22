import { messages } from '../../src/i18n/index.ts';
import { commonSecurityHeaders } from '../../src/lib/edge/securityHeaders.ts';
import { countryLanguagePairs, expect, test } from './fixtures.ts';

const securityHeaderNames = [...Object.keys(commonSecurityHeaders), 'Content-Security-Policy'].map((name) =>
  name.toLowerCase(),
);

for (const { code, language, host } of countryLanguagePairs) {
  test.describe(`${code}/${language}`, () => {
    for (const path of [
      `/profile/${language}/404`,
      `/profile/${language}/gibt-es-nicht/${Math.random().toString(36).slice(2)}`,
    ]) {
      test(`${path.replace(/\/[a-z0-9]+$/, '/…')} shows the translated not-found page with status 404`, async ({
        page,
      }) => {
        const response = await page.goto(`${host}${path}`);
        expect(response?.status()).toBe(404);
        const headers = response?.headers() ?? {};
        expect(securityHeaderNames.filter((name) => !headers[name])).toEqual([]);
        expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(headers['content-security-policy']).not.toContain('unsafe-inline');

        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[language].notFound.heading);
        await expect(
          page.getByRole('link', { name: messages[language].notFound.backToStart, exact: true }),
        ).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(messages[language].notFound.title));
      });
    }
  });
}

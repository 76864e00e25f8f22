import { readBuiltTarget } from '../../scripts/lib/builtTarget.ts';
import { pagePath, type PageId } from '../../src/config/routes.ts';
import { messages } from '../../src/i18n/index.ts';
import { countryLanguagePairs, expect, test } from './fixtures.ts';

// What the build says it built (dist/build.json): the one version every page must carry. Its
// form, and the sign-in callback pages' version, need no browser: tests/edge/appVersion.test.ts.
const { version } = readBuiltTarget();
// The commit part alone, in case a page ever wrote the version apart from its number.
const commit = version.split('+')[1]!;

for (const { code, language, host } of countryLanguagePairs) {
  test(`${code}/${language}: every page carries the version in its meta tag, out of a parent's sight`, async ({
    page,
  }) => {
    // The shell's own pages; pages added later get the same layout, and with it the version.
    for (const id of ['error', 'notFound'] as const satisfies readonly PageId[]) {
      await page.goto(`${host}${pagePath(id, language)}`);
      await expect(page.locator('meta[name="version"]')).toHaveAttribute('content', version);
      await expect(page.locator('body')).not.toContainText(commit);
      // Not in the menu either, where it used to be.
      await page.getByRole('button', { name: messages[language].shell.openMenu }).click();
      const sidebar = page.getByRole('dialog', { name: messages[language].sidebar.title });
      await expect(sidebar).toBeVisible();
      await expect(sidebar).not.toContainText(commit);
      await expect(page.getByText(version)).toHaveCount(0);
    }
  });
}

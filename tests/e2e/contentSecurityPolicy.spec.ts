import { readFileSync } from 'node:fs';
import { serverLogPath } from '../../scripts/lib/processes.ts';
import { pagePath } from '../../src/config/routes.ts';
import { countryLanguagePairs, expect, test } from './fixtures.ts';

/**
 * The page policy's Trusted Types in the browser: a write of HTML from a string is refused, the
 * browser reports it, and the report Function logs it where the engineer on call looks (the
 * site's log, which the local servers also write to .logs/). Every other test fails on any
 * violation (fixtures.ts), so the pages themselves write none.
 */
const { host } = countryLanguagePairs[0]!;
const logged = () => readFileSync(serverLogPath('site se'), 'utf8');

test.use({ allowedConsoleError: /TrustedHTML|Trusted Type/ });

test('a Trusted Types violation is refused in the browser, reported, and logged', async ({ page }) => {
  const path = pagePath('error', 'sv');
  await page.goto(`${host}${path}`);
  const logStart = logged().length;
  const report = page.waitForRequest((request) => request.url() === `${host}/profile/api/csp-report`);
  const outcome = await page.evaluate(() => {
    const paragraph = document.createElement('p');
    document.body.append(paragraph);
    try {
      paragraph.innerHTML = '<img src=x onerror="document.title=1">';
      return 'written';
    } catch (error) {
      return error instanceof TypeError ? 'refused' : String(error);
    }
  });
  expect(outcome).toBe('refused');
  expect(await page.locator('img[src=x]').count()).toBe(0);

  const sent = await report;
  expect(JSON.parse(sent.postData() ?? '{}')['csp-report']).toMatchObject({
    'document-uri': `${host}${path}`,
    'effective-directive': 'require-trusted-types-for',
    'blocked-uri': 'trusted-types-sink',
  });
  expect((await sent.response())?.status()).toBe(204);

  await expect
    .poll(() =>
      logged()
        .slice(logStart)
        .split('\n')
        .filter((line) => line.includes('"csp violation"') && line.includes(`${host}${path}"`)),
    )
    .toEqual([expect.stringContaining('"sink":"Element innerHTML"')]);
});

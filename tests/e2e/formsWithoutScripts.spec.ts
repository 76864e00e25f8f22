import { expect, test } from './fixtures.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { pagePath } from '../../src/config/routes.ts';
import { messages } from '../../src/i18n/index.ts';

// Without scripts, our forms still post to nowhere an address can show: a Function answers the
// POST with 303 back to the page, which says it needs scripts.
test.use({ javaScriptEnabled: false });

const host = endpointsFor('development', 'se').host;
const t = messages.sv;

for (const [page, fill] of [
  ['signIn', [[t.signIn.emailLabel, 'astrid.lindqvist@example.com']]],
  ['resetPassword', [[t.signIn.reset.passwordLabel, 'Lekplats-2027']]],
  [
    'register',
    [
      [t.register.firstName, 'Saga'],
      [t.register.email, 'saga.nystrom@example.com'],
      [t.register.password, 'Lekplats-2027'],
    ],
  ],
] as const) {
  test(`${page} (sv): says it needs scripts, and a submit ends on the page with nothing typed in an address`, async ({
    page: tab,
  }) => {
    const addresses: string[] = [];
    const statuses: number[] = [];
    tab.on('framenavigated', (frame) => addresses.push(frame.url()));
    tab.on('response', (response) => {
      if (response.request().isNavigationRequest()) statuses.push(response.status());
    });
    const url = `${host}${pagePath(page, 'sv')}?intent=Default&origin=None`;
    await tab.goto(url);
    // Playwright's text search passes <noscript> by; the notice is found by its class.
    const notice = tab.locator('noscript .needs-scripts');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(t.shell.needsScripts);
    for (const [label, value] of fill) await tab.getByLabel(label, { exact: true }).fill(value);
    await Promise.all([
      tab.waitForResponse((response) => response.request().method() === 'POST'),
      tab.getByLabel(fill[0][0], { exact: true }).press('Enter'),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(pagePath(page, 'sv'));
    await expect(notice).toBeVisible();
    expect(statuses.filter((status) => status >= 400)).toEqual([]);
    for (const address of addresses) expect(address).not.toMatch(/@|%40|Lekplats|Saga/);
  });
}

import { describe, expect, it } from 'vitest';
import { readBuiltTarget } from '../../scripts/lib/builtTarget.ts';
import { callbackPages, get } from './helpers.ts';

// What the build says it built (dist/build.json): the one version every page must carry. That
// every page of the shell carries it, out of a parent's sight, is the browser suite's
// (tests/e2e/appVersion.spec.ts); these two need no browser.
const { version } = readBuiltTarget();

describe('the build’s version', () => {
  it('should be named as package version plus commit', () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+\+([0-9a-f]{7}|unknown)$/);
  });

  it('should be carried by the sign-in callback pages too', async () => {
    const response = await get('se', callbackPages[0]);
    expect(await response.text()).toContain(`<meta name="version" content="${version}">`);
  });
});

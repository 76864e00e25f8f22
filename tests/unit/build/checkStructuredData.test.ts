import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkStructuredData } from '../../../scripts/lib/checkStructuredData.ts';

const park = (extra: Record<string, unknown> = {}) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'AmusementPark',
    name: 'Leo',
    ...extra,
  })}</script>`;

let site: string | undefined;
async function builtSite(pages: Record<string, string>): Promise<string> {
  site = await mkdtemp(join(tmpdir(), 'built-site-'));
  for (const [path, html] of Object.entries(pages)) {
    await mkdir(join(site, path, '..'), { recursive: true });
    await writeFile(join(site, path), `<!doctype html><html><head>${html}</head></html>`);
  }
  return site;
}

describe(checkStructuredData, () => {
  afterEach(() => (site ? rm(site, { recursive: true, force: true }) : undefined));

  it('should check every JSON-LD block of every built page, in every folder', async () => {
    const dir = await builtSite({
      'profile/sv/lekland/barkarby/index.html': park(),
      'profile/de/spielplatz/koeln/index.html': park() + park({ url: 'https://example.com' }),
      'profile/sv/404.html': '<title>x</title>',
    });
    expect(await checkStructuredData(dir)).toBe(3);
  });

  it('should stop the build on a page whose structured data schema.org does not know, naming it', async () => {
    const dir = await builtSite({ 'profile/sv/lekland/uppsala/index.html': park({ openz: 1 }) });
    await expect(checkStructuredData(dir)).rejects.toThrow(
      /profile\/sv\/lekland\/uppsala\/index\.html does not match schema\.org:\n- AmusementPark\.openz/,
    );
  });
});

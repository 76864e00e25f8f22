import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentLinksPath } from '../../../src/config/contentLinksFile.ts';

describe('npm run build with a bad content link', () => {
  it('should fail before building and name the file, country, language and field', () => {
    const data = JSON.parse(readFileSync(contentLinksPath, 'utf8'));
    data.dk.da.faq = 'https//www.playcentre.dk/ofte-stillede-sporgsmal';
    const badFile = join(mkdtempSync(join(tmpdir(), 'content-links-')), 'content-links.json');
    writeFileSync(badFile, JSON.stringify(data, null, 2));

    const result = spawnSync(
      process.execPath,
      ['scripts/build.ts', '--env', 'development', '--country', 'dk', '--content-links', badFile],
      { encoding: 'utf8' },
    );

    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${relative(process.cwd(), badFile)}, country "dk", language "da", field "faq": must be a complete https:// address`,
    );
    expect(result.stdout).not.toContain('Built');
  });
});

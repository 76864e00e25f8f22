import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentLinksDir } from '../../../src/config/contentLinksFile.ts';

describe('npm run build with a bad content link', () => {
  it('should fail before building and name the file, country, language and field', () => {
    const badDir = mkdtempSync(join(tmpdir(), 'content-links-'));
    cpSync(contentLinksDir, badDir, { recursive: true });
    const denmark = JSON.parse(readFileSync(join(badDir, 'dk.json'), 'utf8'));
    denmark.da.faq = 'https//www.playcentre.dk/ofte-stillede-sporgsmal';
    writeFileSync(join(badDir, 'dk.json'), JSON.stringify(denmark, null, 2));

    const result = spawnSync(
      process.execPath,
      ['scripts/build.ts', '--env', 'development', '--country', 'dk', '--content-links', badDir],
      { encoding: 'utf8' },
    );

    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${relative(process.cwd(), join(badDir, 'dk.json'))}, country "dk", language "da", field "faq": must be a complete https:// address`,
    );
    expect(result.stdout).not.toContain('Built');
  });
});

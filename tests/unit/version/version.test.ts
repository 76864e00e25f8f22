import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildVersion } from '../../../scripts/lib/buildVersion.ts';
import { applicationVersion, buildCommit, shortCommit, unknownCommit } from '../../../src/config/version.ts';

const noGit = () => undefined;

describe('applicationVersion', () => {
  it('should join the package version and the commit with a plus', () => {
    expect(applicationVersion('2026.11.0', 'abc1234')).toBe('2026.11.0+abc1234');
  });
});

describe('shortCommit', () => {
  it('should keep the first seven characters of a full hash, in lower case', () => {
    expect(shortCommit('ABC1234DEF5678ABC1234DEF5678ABC1234DEF56\n')).toBe('abc1234');
  });

  it.each([undefined, null, '', '   ', 'abc12', 'not-a-hash', 'g123456789'])(
    'should give nothing for %j',
    (value) => {
      expect(shortCommit(value)).toBeUndefined();
    },
  );
});

describe('buildCommit', () => {
  it("should prefer Cloudflare's commit variable to git", () => {
    const commit = buildCommit({
      cloudflareCommit: '0123456789abcdef0123456789abcdef01234567',
      gitCommit: () => 'fedcba9876543210fedcba9876543210fedcba98',
    });
    expect(commit).toBe('0123456');
  });

  it('should use git when Cloudflare gives no commit', () => {
    expect(buildCommit({ gitCommit: () => 'fedcba9876543210fedcba9876543210fedcba98\n' })).toBe('fedcba9');
  });

  it('should use git when the Cloudflare variable is empty or garbage', () => {
    expect(buildCommit({ cloudflareCommit: '', gitCommit: () => 'fedcba98' })).toBe('fedcba9');
    expect(buildCommit({ cloudflareCommit: 'main', gitCommit: () => 'fedcba98' })).toBe('fedcba9');
  });

  it('should say unknown, not fail, when neither can tell', () => {
    expect(buildCommit({ gitCommit: noGit })).toBe(unknownCommit);
    expect(buildCommit({ cloudflareCommit: 'x', gitCommit: () => 'fatal: not a git repository' })).toBe(
      'unknown',
    );
  });
});

describe('buildVersion', () => {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

  it("should be package.json's version plus this checkout's short commit", () => {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    expect(buildVersion({})).toBe(`${version}+${head.slice(0, 7)}`);
  });

  it('should take the commit Cloudflare names when it builds', () => {
    expect(buildVersion({ CF_PAGES_COMMIT_SHA: 'abcdef0123456789abcdef0123456789abcdef01' })).toBe(
      `${version}+abcdef0`,
    );
  });
});

/**
 * The application version (spec §1 gives `2025.7.1+14` for the original): package.json's
 * version, `+`, the short hash of the commit the build was made from, so support can ask a
 * parent which build they see and find its commit. `unknown` when the build cannot tell (a
 * copy without git and outside Cloudflare's build); a version is never a reason to fail a build.
 */
export const unknownCommit = 'unknown';

/** Git's usual short length: unique in a repository of this size, short enough to read out. */
export const shortCommitLength = 7;

/** The first seven characters of a commit hash, lower case; undefined for anything else. */
export function shortCommit(hash: string | null | undefined): string | undefined {
  const trimmed = (hash ?? '').trim().toLowerCase();
  return /^[0-9a-f]{7,64}$/.test(trimmed) ? trimmed.slice(0, shortCommitLength) : undefined;
}

export interface CommitSources {
  /** `CF_PAGES_COMMIT_SHA`, set when Cloudflare Pages builds the project itself. */
  cloudflareCommit?: string | undefined;
  /** Asks git for HEAD; returns undefined (never throws) when there is no git or no repository. */
  gitCommit: () => string | undefined;
}

/** The build's commit: Cloudflare's variable first (its checkout may lack .git), then git. */
export function buildCommit(sources: CommitSources): string {
  return shortCommit(sources.cloudflareCommit) ?? shortCommit(sources.gitCommit()) ?? unknownCommit;
}

/** `2026.11.0+abc1234`. */
export function applicationVersion(packageVersion: string, commit: string): string {
  return `${packageVersion}+${commit}`;
}

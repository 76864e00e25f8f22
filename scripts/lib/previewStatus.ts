import type { CountryCode } from '../../src/config/countries.ts';
import { pagesProjectName } from '../../src/config/cloudflare.ts';
import { previewStatusContext } from '../../src/config/editorSite.ts';

/**
 * A preview of a `cms/` branch is reported to GitHub as a commit status, which Decap's "View
 * preview" and the pull request show (docs/deploy.md, "Previews"). Only an address of the
 * country's own production project on pages.dev is reported: the link is put in front of
 * marketing, so nothing else may ride on it.
 */
export function isPreviewAddressOf(address: string, country: CountryCode): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const project = `.${pagesProjectName(country, 'production')}.pages.dev`;
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    url.hostname.endsWith(project) &&
    /^[a-z0-9-]+$/.test(url.hostname.slice(0, -project.length))
  );
}

export interface PreviewStatus {
  /** GitHub's REST API, `https://api.github.com` (GitHub Enterprise: its own). */
  apiBase: string;
  /** `owner/name`. */
  repository: string;
  /** The commit the preview was built from: the branch's last. */
  sha: string;
  country: CountryCode;
  previewUrl: string;
}

/** The request that records a country's preview on its commit (GitHub's "create a commit status"). */
export function previewStatusRequest(
  status: PreviewStatus,
  token: string,
): { url: string; init: RequestInit } {
  // GitHub's names: an owner of letters, digits and hyphens; a repository of those, `_` and `.`,
  // never `..` (which would climb out of the API's path).
  if (!/^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9][\w.-]*$/.test(status.repository))
    throw new Error(`The repository must be owner/name, got "${status.repository}"`);
  if (!/^[0-9a-f]{40}$/.test(status.sha))
    throw new Error(`The commit must be a full SHA, got "${status.sha}"`);
  if (!isPreviewAddressOf(status.previewUrl, status.country))
    throw new Error(
      `${status.previewUrl} is not a preview of ${pagesProjectName(status.country, 'production')} on pages.dev`,
    );
  return {
    url: `${status.apiBase.replace(/\/$/, '')}/repos/${status.repository}/statuses/${status.sha}`,
    init: {
      method: 'POST',
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-github-api-version': '2022-11-28',
      },
      body: JSON.stringify({
        state: 'success',
        context: previewStatusContext(status.country),
        target_url: status.previewUrl,
        description: `Preview of the ${status.country} site`,
      }),
    },
  };
}

/** Records the preview; a refusal says GitHub's status and words, for the CI log. */
export async function postPreviewStatus(status: PreviewStatus, token: string): Promise<void> {
  const { url, init } = previewStatusRequest(status, token);
  const answer = await fetch(url, init);
  if (!answer.ok) {
    const words = await answer.text().catch(() => '');
    throw new Error(`GitHub refused the preview status (${answer.status}): ${words.slice(0, 300)}`);
  }
}

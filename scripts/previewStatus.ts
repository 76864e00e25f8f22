/**
 * `npm run preview:status -- <country> <preview address>`: CI runs it after uploading a `cms/`
 * branch's build of a country as a preview (docs/deploy.md, "Previews"). It records the preview
 * as a commit status on the branch's last commit, which gives Decap's "View preview" its link
 * and lists the preview on the pull request.
 *   GITHUB_TOKEN        a token that may write commit statuses (CI's own)
 *   GITHUB_SHA          the commit the preview was built from
 *   GITHUB_REPOSITORY   owner/name (default: the editor's, src/config/editorSite.ts)
 *   GITHUB_API_URL      default https://api.github.com
 */
import { isCountryCode } from '../src/config/countries.ts';
import { editorRepository } from '../src/config/editorSite.ts';
import { failWith } from './lib/cli.ts';
import { postPreviewStatus } from './lib/previewStatus.ts';

async function main() {
  const [country, previewUrl] = process.argv.slice(2);
  if (!country || !isCountryCode(country) || !previewUrl)
    throw new Error('Usage: npm run preview:status -- <country> <preview address>');
  const token = process.env['GITHUB_TOKEN'];
  const sha = process.env['GITHUB_SHA'];
  if (!token || !sha) throw new Error('GITHUB_TOKEN and GITHUB_SHA must be set');
  const apiBase = process.env['GITHUB_API_URL'] ?? 'https://api.github.com';
  if (!apiBase.startsWith('https://')) throw new Error(`GITHUB_API_URL must be https, got ${apiBase}`);
  const repository = process.env['GITHUB_REPOSITORY'] ?? editorRepository.repo;
  await postPreviewStatus({ apiBase, repository, sha, country, previewUrl }, token);
  console.log(`Recorded ${country}'s preview ${previewUrl} on ${sha.slice(0, 12)}`);
}

main().catch(failWith);

import { requireDevelopmentBuild } from '../../scripts/lib/builtTarget.ts';
import { startSites } from '../../scripts/lib/sites.ts';

/** Starts the five country sites on wrangler pages dev once for the whole edge suite. */
export default async function setup() {
  requireDevelopmentBuild();
  const sites = await startSites();
  return async () => {
    await sites.stop();
  };
}

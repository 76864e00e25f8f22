import { buildTargetFrom, type BuildTarget } from './buildTarget.ts';

/** The country and environment this build serves (Astro pages and islands only). */
export const site: BuildTarget = buildTargetFrom({
  SITE_COUNTRY: import.meta.env.SITE_COUNTRY,
  SITE_ENVIRONMENT: import.meta.env.SITE_ENVIRONMENT,
});

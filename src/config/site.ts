import type { BuildTarget } from './buildTarget.ts';

/**
 * The country and environment this build serves (Astro pages and islands only). Resolved once
 * by astro.config.mjs and inlined, so a browser bundle holds this build's addresses and never
 * the table of every environment (a production bundle must not name development hosts).
 */
export const site: BuildTarget = import.meta.env.SITE_TARGET;

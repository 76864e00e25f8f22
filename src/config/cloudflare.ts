import type { CountryCode } from './countries.ts';

/**
 * Cloudflare Pages settings shared by local runs, tests and deployment. The compatibility
 * date pins the Workers runtime behaviour the Functions were tested against.
 */
export const compatibilityDate = '2026-11-01';

/** Pages project name of a country (one project per country domain). */
export function pagesProjectName(country: CountryCode): string {
  return `playcentre-profile-${country}`;
}

/** The variables every Function reads (set as bindings locally, as project variables when deployed). */
export interface FunctionEnv {
  COUNTRY: string;
  ENVIRONMENT: string;
}

import type { CountryCode } from './countries.ts';
import type { EnvironmentName } from './environments.ts';

/**
 * Cloudflare Pages settings shared by local runs, tests and deployment. The compatibility
 * date pins the Workers runtime behaviour the Functions were tested against.
 */
export const compatibilityDate = '2026-11-01';

/** Environments that are deployed; development only ever runs locally. */
export const deployedEnvironments = ['staging', 'production'] as const satisfies readonly EnvironmentName[];

export type DeployedEnvironment = (typeof deployedEnvironments)[number];

/** Pages project name of a country: one project per country domain and environment. */
export function pagesProjectName(country: CountryCode, environment: DeployedEnvironment): string {
  return environment === 'production'
    ? `playcentre-profile-${country}`
    : `playcentre-profile-${country}-staging`;
}

/** The variables every Function reads (set as bindings locally, as project variables when deployed). */
export interface FunctionEnv {
  COUNTRY: string;
  ENVIRONMENT: string;
  /**
   * Optional: milliseconds the e-mail-confirmation Function waits for the identity service
   * (default in src/lib/edge/emailConfirmationFunction.ts). Deployed projects leave it unset;
   * local sites take it from the shell (`IDENTITY_TIMEOUT_MS=2000 npm start`), tests shorten it.
   */
  IDENTITY_TIMEOUT_MS?: string;
}

/** Where a country's Pages configuration is kept (`npm run generate` writes it). */
export function pagesConfigPath(country: CountryCode, environment: DeployedEnvironment): string {
  return `deploy/${environment}/${country}/wrangler.json`;
}

/**
 * A country's Pages configuration (wrangler.json), the source of truth for the project's
 * settings on deploy. Paths are relative to the file, which sits three folders deep both in
 * deploy/ (committed) and in .deploy/ (where `npm run deploy` runs wrangler).
 */
export function pagesConfigFor(country: CountryCode, environment: DeployedEnvironment) {
  const variables: FunctionEnv = { COUNTRY: country, ENVIRONMENT: environment };
  return {
    $schema: '../../../node_modules/wrangler/config-schema.json',
    name: pagesProjectName(country, environment),
    pages_build_output_dir: `../../../dist/${country}`,
    compatibility_date: compatibilityDate,
    vars: variables,
  };
}

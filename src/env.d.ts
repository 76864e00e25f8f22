/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Country of this build, set by astro.config.mjs from SITE_COUNTRY. */
  readonly SITE_COUNTRY: string;
  /** Environment of this build, set by astro.config.mjs from SITE_ENVIRONMENT. */
  readonly SITE_ENVIRONMENT: string;
  /** The resolved build target (country, environment, endpoints), inlined by astro.config.mjs. */
  readonly SITE_TARGET: import('./config/buildTarget.ts').BuildTarget;
}

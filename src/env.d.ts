/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Country of this build, set by astro.config.mjs from SITE_COUNTRY. */
  readonly SITE_COUNTRY: string;
  /** Environment of this build, set by astro.config.mjs from SITE_ENVIRONMENT. */
  readonly SITE_ENVIRONMENT: string;
}

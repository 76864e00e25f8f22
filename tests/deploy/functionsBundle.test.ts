import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployedEnvironments } from '../../src/config/cloudflare.ts';
import { countryCodes } from '../../src/config/countries.ts';
import { bundleFunctions } from '../../scripts/lib/deployDir.ts';

describe('Pages Functions bundle', () => {
  it.each(
    countryCodes.flatMap((code) => deployedEnvironments.map((environment) => [code, environment] as const)),
  )(
    '%s (%s): bundles as `wrangler pages deploy` would',
    (code, environment) => {
      const { dir, outdir } = bundleFunctions(code, environment);
      const bundle = join(outdir, 'index.js');
      expect(statSync(bundle).size).toBeGreaterThan(1000);
      // The bundle routes our Function and carries the project's own configuration.
      expect(readFileSync(bundle, 'utf8')).toContain('email-preferences');
      expect(JSON.parse(readFileSync(join(dir, 'wrangler.json'), 'utf8')).vars).toEqual({
        COUNTRY: code,
        ENVIRONMENT: environment,
      });
    },
    30_000,
  );
});

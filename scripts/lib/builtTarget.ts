import { readFileSync } from 'node:fs';
import { countryCodes, type CountryCode } from '../../src/config/countries.ts';
import type { EnvironmentName } from '../../src/config/environments.ts';
import { projectRoot } from './processes.ts';

/** What `npm run build` last wrote into dist/ (dist/build.json). */
export interface BuiltTarget {
  environment: EnvironmentName;
  /** The application version every page of this build carries (src/config/version.ts). */
  version: string;
  countries: CountryCode[];
}

export function readBuiltTarget(distRoot = 'dist'): BuiltTarget {
  try {
    return JSON.parse(readFileSync(`${projectRoot}${distRoot}/build.json`, 'utf8')) as BuiltTarget;
  } catch {
    throw new Error(`${distRoot}/ holds no build: run \`npm run build\` first.`);
  }
}

/**
 * Local servers and browser tests need the development build; say so instead of failing oddly.
 * @internal For the test suites and benches that serve dist/.
 */
export function requireDevelopmentBuild(): BuiltTarget {
  const built = readBuiltTarget();
  if (built.environment !== 'development' || built.countries.length !== countryCodes.length) {
    throw new Error(
      `dist/ holds a ${built.environment} build of ${built.countries.join(', ')}; the local servers serve the development build of every country. Run \`npm run build -- --env development\`.`,
    );
  }
  return built;
}

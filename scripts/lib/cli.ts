import { countryCodes, isCountryCode, type CountryCode } from '../../src/config/countries.ts';
import { environmentNames, isEnvironmentName, type EnvironmentName } from '../../src/config/environments.ts';

/** Reads `--env` (default given) and fails with the list of valid names. */
export function environmentOption(value: string | undefined, fallback: EnvironmentName): EnvironmentName {
  const environment = value ?? fallback;
  if (!isEnvironmentName(environment)) {
    throw new Error(`--env must be one of ${environmentNames.join(', ')} (got "${environment}")`);
  }
  return environment;
}

/** Reads `--country` values; none means all five. */
export function countriesOption(values: readonly string[] | undefined): CountryCode[] {
  if (!values || values.length === 0) return [...countryCodes];
  const codes = values.flatMap((value) => value.split(','));
  for (const code of codes) {
    if (!isCountryCode(code))
      throw new Error(`--country must be one of ${countryCodes.join(', ')} (got "${code}")`);
  }
  return codes as CountryCode[];
}

/** Prints a one-line error and exits, for mistakes a person can fix from the message. */
export function failWith(error: unknown): never {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

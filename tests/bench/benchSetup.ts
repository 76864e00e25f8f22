import { chromium, type Browser } from '@playwright/test';
import { requireTestTool } from '../../scripts/lib/testTools.ts';
import { countries, isCountryCode, type CountryCode } from '../../src/config/countries.ts';
import { isLanguage, type Language } from '../../src/config/languages.ts';

/**
 * The country and language a bench measures, from `BENCH_COUNTRY` (default `se`) and
 * `BENCH_LANGUAGE` (default the country's first language); a mistake in either stops it.
 */
export function benchPlace(): { country: CountryCode; language: Language } {
  const country = process.env['BENCH_COUNTRY'] ?? 'se';
  if (!isCountryCode(country)) throw new Error(`BENCH_COUNTRY must be a country code, got ${country}`);
  const language = process.env['BENCH_LANGUAGE'] ?? countries[country].languages[0];
  if (!isLanguage(language) || !countries[country].languages.includes(language)) {
    throw new Error(`BENCH_LANGUAGE ${language} is not a language of ${country}`);
  }
  return { country, language };
}

/**
 * The full Chromium the benches measure in (not the suites' headless shell: a bench's figures
 * are a browser's), without the sandbox and GPU this machine lacks and without background
 * traffic that would count as the page's.
 */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: requireTestTool('chromium'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

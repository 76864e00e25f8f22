import { countryCodes, type CountryCode } from '../../src/config/countries.ts';
import { compatibilityDate } from '../../src/config/cloudflare.ts';
import { developmentPorts, endpointsFor } from '../../src/config/environments.ts';
import { outputDir } from './edgeFiles.ts';
import {
  ensureLocalCertificate,
  localCertPath,
  localKeyPath,
  trustLocalCertificate,
} from './localCertificate.ts';
import { bin, isAnswering, startManaged, waitForUrl, type Managed } from './processes.ts';

/** Offline-friendly settings for wrangler (design.md): no metrics, no Cloudflare look-ups. */
export const wranglerEnv = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_LOG_SANITIZE: 'true',
};

/**
 * The e-mail-confirmation Function's time limit for the identity service, passed on from this
 * process's `IDENTITY_TIMEOUT_MS` when set (tests shorten it); otherwise the Function's default.
 */
function identityTimeoutBinding(): Record<string, string> {
  const value = process.env['IDENTITY_TIMEOUT_MS'];
  return value ? { IDENTITY_TIMEOUT_MS: value } : {};
}

/**
 * The arguments of `wrangler pages dev` for a local Pages project: https on the local
 * certificate, quiet, with its own state folder and variables, as the country sites and the
 * content editor run.
 */
export function pagesDevArgs(project: {
  /** What to serve: a built folder, or `--cwd` and the project's folder. */
  where: string[];
  port: number;
  inspectorPort: number;
  bindings: Record<string, string>;
  persistTo: string;
}): string[] {
  return [
    'pages',
    'dev',
    ...project.where,
    '--port',
    String(project.port),
    '--inspector-port',
    String(project.inspectorPort),
    '--compatibility-date',
    compatibilityDate,
    ...Object.entries(project.bindings).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
    '--local-protocol',
    'https',
    '--https-key-path',
    localKeyPath,
    '--https-cert-path',
    localCertPath,
    '--persist-to',
    project.persistTo,
    '--log-level',
    'warn',
    '--show-interactive-dev-session=false',
  ];
}

export function siteUrl(country: CountryCode): string {
  return endpointsFor('development', country).host;
}

/**
 * Serves each country's development build with `wrangler pages dev` (workerd, the runtime
 * Cloudflare runs) on its own port, with the same Functions and variables a deployment has.
 * Countries already answering on their port are reused, not started twice.
 */
export async function startSites(
  countries: readonly CountryCode[] = countryCodes,
): Promise<{ stop(): Promise<void> }> {
  ensureLocalCertificate();
  trustLocalCertificate();
  const started: Managed[] = [];
  for (const country of countries) {
    const url = siteUrl(country);
    if (await isAnswering(url)) continue;
    const index = countryCodes.indexOf(country);
    const managed = startManaged(
      `site ${country}`,
      bin('wrangler'),
      pagesDevArgs({
        where: [outputDir(country)],
        port: developmentPorts[country],
        inspectorPort: 9240 + index,
        bindings: { COUNTRY: country, ENVIRONMENT: 'development', ...identityTimeoutBinding() },
        persistTo: `.wrangler/state/${country}`,
      }),
      // workerd trusts the CAs miniflare reads from NODE_EXTRA_CA_CERTS: the Functions call the
      // identity stand-in over https with the local certificate.
      { ...wranglerEnv, NODE_EXTRA_CA_CERTS: localCertPath },
    );
    started.push(managed);
  }
  try {
    await Promise.all(
      started.map((managed) => waitForUrl(siteUrl(managed.name.slice(-2) as CountryCode), 90_000, managed)),
    );
  } catch (error) {
    await Promise.all(started.map((managed) => managed.stop()));
    throw error;
  }
  return {
    async stop() {
      await Promise.all(started.map((managed) => managed.stop()));
    },
  };
}

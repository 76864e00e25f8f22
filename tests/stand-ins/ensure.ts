import { trustLocalCertificate } from '../../scripts/lib/localCertificate.ts';
import { standInUrls, type StandInName } from './shared/origins.ts';
import { startStandIns, type StandInsOptions } from './start.ts';

const serviceNames: Record<StandInName, string> = {
  identity: 'identity',
  mainApi: 'main-api',
  accountSite: 'account-site',
};

/** Whether our stand-in (not some other server) answers at its address. */
async function answers(name: StandInName): Promise<boolean> {
  try {
    const response = await fetch(`${standInUrls[name]}/__control/health`, {
      signal: AbortSignal.timeout(2_000),
    });
    const body = (await response.json()) as { service?: string };
    return body.service === serviceNames[name];
  } catch {
    return false;
  }
}

/**
 * Starts the three stand-ins, or reuses them when all three already answer (`npm start` or
 * `node tests/stand-ins/cli.ts` in another terminal). Returns how to stop what it started.
 */
export async function ensureStandIns(options: StandInsOptions = {}): Promise<{ stop(): Promise<void> }> {
  trustLocalCertificate();
  const names = Object.keys(standInUrls) as StandInName[];
  const up = await Promise.all(names.map(answers));
  if (up.every(Boolean)) return { stop: async () => undefined };
  if (up.some(Boolean)) {
    const down = names.filter((_name, index) => !up[index]);
    throw new Error(
      `Some stand-ins answer and ${down.join(', ')} do not: stop the running ones or start all three.`,
    );
  }
  return startStandIns(options);
}

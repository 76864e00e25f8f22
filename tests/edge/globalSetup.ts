import { requireDevelopmentBuild } from '../../scripts/lib/builtTarget.ts';
import { startSites } from '../../scripts/lib/sites.ts';
import { ensureStandIns } from '../stand-ins/ensure.ts';

/**
 * Starts the stand-ins (the e-mail-confirmation Function calls the identity service) and the
 * five country sites on wrangler pages dev once for the whole edge suite. The Function's time
 * limit is shortened (IDENTITY_TIMEOUT_MS) so the slow-identity case takes two seconds, not ten.
 */
export default async function setup() {
  requireDevelopmentBuild();
  process.env['IDENTITY_TIMEOUT_MS'] ??= '2000';
  const standIns = await ensureStandIns({ log: process.env['STAND_INS_LOG'] ? undefined : () => {} });
  const sites = await startSites().catch(async (error: unknown) => {
    await standIns.stop();
    throw error;
  });
  return async () => {
    await sites.stop();
    await standIns.stop();
  };
}

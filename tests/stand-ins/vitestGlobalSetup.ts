import { ensureStandIns } from './ensure.ts';

/**
 * Starts the stand-ins once for a vitest project that talks to them (contract, stand-ins) and
 * stops them afterwards, or reuses them when all three already answer. Set STAND_INS_LOG=1 to
 * see what they "send" (e-mails with links).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const standIns = await ensureStandIns({ log: process.env['STAND_INS_LOG'] ? undefined : () => {} });
  return () => standIns.stop();
}

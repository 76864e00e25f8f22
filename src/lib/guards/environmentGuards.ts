import type { EnvironmentName } from '../../config/environments.ts';
import { allow, type Guard, type GuardDecision } from './guard.ts';

/**
 * Environment guards (spec §5): a page meant for some environments only sends everyone
 * elsewhere to `/`. Unknown environment names fail closed: only the listed names open.
 */
const toRoot: GuardDecision = Object.freeze({ redirectTo: '/' });

function onlyIn(...allowed: EnvironmentName[]): Guard {
  return (input) => (allowed.includes(input.environment) ? allow : toRoot);
}

export const developmentOnly: Guard = onlyIn('development');
export const productionOnly: Guard = onlyIn('production');
export const nonProductionOnly: Guard = onlyIn('development', 'staging');

import type { SignInStatus } from '../api/types/identity.ts';

/**
 * Where the e-mail step leads, from the status check's `nextStep` (spec §3, §4):
 * - `Continue`: the account has a password → the password step;
 * - `ResetPassword`: the account has none yet → a reset link is mailed, and the check-your-inbox
 *   page explains that a password must be set first;
 * - `Signup`: no account has this address → registration (for now a notice that says so).
 */
export type EmailStepRoute = 'password' | 'setPassword' | 'signup';

const routes: Readonly<Record<string, EmailStepRoute>> = {
  continue: 'password',
  resetpassword: 'setPassword',
  signup: 'signup',
};

/**
 * The route for a status reply. The value is matched without case or surrounding space; a
 * missing or unknown value leads to the password step, where the login call itself decides:
 * a parent is never stopped by a status value this version of the page does not know.
 */
export function emailStepRoute(status: SignInStatus | null | undefined): EmailStepRoute {
  const step = typeof status?.nextStep === 'string' ? status.nextStep.trim().toLowerCase() : '';
  return routes[step] ?? 'password';
}

import { allowedBase, allowedUrl } from '../returnState/safeUrl.ts';

/**
 * Where to go after a sign-in or sign-out callback: only an address on this site's own
 * origin is followed (by the same rule as onboarding's Continue, `allowedUrl`), so a forged
 * state cannot send the parent elsewhere.
 */
export function safeReturnUrl(candidate: unknown, origin: string, fallback: string): string {
  return allowedUrl(candidate, [allowedBase(origin)], origin)?.href ?? fallback;
}

/** sessionStorage key of the page a sign-in started from (prefix `oidc_`, like all sign-in state). */
export const pendingReturnKey = 'oidc_return_to';

/** What travels to the identity service and back in the OIDC state (spec §2, §3). */
export interface SignInState {
  intent: string;
  origin: string;
  continuePath: string;
  language: string;
}

export function isSignInState(value: unknown): value is SignInState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return ['intent', 'origin', 'continuePath', 'language'].every((key) => typeof state[key] === 'string');
}

import type { CountryEndpoints } from '../../config/environments.ts';
import type { Language } from '../../config/languages.ts';
import { pagePath } from '../../config/routes.ts';
import type { Origin } from '../api/types/returnState.ts';
import { continueBases, continueDestination } from '../returnState/continueDestination.ts';
import { allowedBase, allowedUrl } from '../returnState/safeUrl.ts';
import type { ReturnState } from '../returnState/query.ts';
import { parseIntent, parseOrigin } from '../returnState/values.ts';

/**
 * Where to go after a sign-out callback or a failed sign-in: only an address on this site's
 * own origin is followed (by the one rule for outside addresses, `allowedUrl`), so a forged
 * state cannot send the parent elsewhere.
 */
export function safeReturnUrl(candidate: unknown, origin: string, fallback: string): string {
  return allowedUrl(candidate, [allowedBase(origin)], origin)?.href ?? fallback;
}

/** Where a sign-in goes on to, on this country's site. */
export interface SignInSite {
  endpoints: CountryEndpoints;
  /** The site's languages: a sign-in page in any of them is never where a sign-in goes on to. */
  languages: readonly Language[];
}

/**
 * Where a finished sign-in goes: the continuePath when it is one of this country's own
 * addresses (the rule of onboarding's Continue), never back to a sign-in page (which would
 * start over), else where the origin leads (party site, order site, start page, account).
 */
export function continueAfterSignIn(
  state: { origin: Origin; continuePath: string | null },
  { endpoints, languages }: SignInSite,
  language: Language,
): string {
  const signInPages = languages.map((code) => pagePath('signIn', code));
  return continueDestination(state, endpoints, language, signInPages);
}

/** The continuePath of a sign-in state, when it is one of this country's own addresses. */
export function ownContinueAddress(candidate: unknown, endpoints: CountryEndpoints): string | undefined {
  return allowedUrl(candidate, continueBases(endpoints), endpoints.host)?.href;
}

/** sessionStorage key of where a sign-in goes on to (prefix `oidc_`, like all sign-in state). */
export const pendingReturnKey = 'oidc_return_to';

/**
 * The return state as it travels to the identity service and back in the OIDC state (spec
 * §2, §3): its continuePath already judged (continueAfterSignIn), with the page's language.
 */
export type OidcReturnState = Omit<ReturnState, 'continuePath'> & { continuePath: string; language: string };

/** Whether a state that came back from the identity service is one we sent. */
export function isOidcReturnState(value: unknown): value is OidcReturnState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    ['continuePath', 'language'].every((key) => typeof state[key] === 'string') &&
    parseIntent(state['intent']) === state['intent'] &&
    parseOrigin(state['origin']) === state['origin']
  );
}

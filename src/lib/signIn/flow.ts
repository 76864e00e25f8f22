import type { OnboardingState } from '../api/types/returnState.ts';
import { returnStateFrom, type ReturnState } from '../returnState/query.ts';
import { defaultIntent, defaultOrigin } from '../returnState/values.ts';

/**
 * What the sign-in pages carry from page to page (sign-in, check-your-inbox, reset password)
 * and hand on at the end: the return state of spec §2/§3 (intent, origin, continuePath), which
 * must reach onboarding, and the identity service's authorize-callback address (`returnUrl`)
 * when the service sent the parent here. All of it travels in the query of our own pages.
 */
export interface SignInFlow {
  returnState: ReturnState;
  /** The accepted, normalized `returnUrl`, or null when there was none or it was refused. */
  returnUrl: string | null;
}

/** Judges a `returnUrl` candidate: the normalized address to follow, or undefined to refuse it. */
export type ReturnUrlCheck = (candidate: string) => string | undefined;

/** The flow of a page address. A `returnUrl` the check refuses is dropped, never followed. */
export function signInFlowFrom(search: string, checkReturnUrl: ReturnUrlCheck): SignInFlow {
  const candidate = new URLSearchParams(search).get('returnUrl');
  return {
    returnState: returnStateFrom(search),
    returnUrl: candidate === null || candidate === '' ? null : (checkReturnUrl(candidate) ?? null),
  };
}

/**
 * The query that carries the flow on to another sign-in page (`?…`, or `''`), plus `extra`
 * parameters. Default intent and origin are left out: the next page reads them back the same.
 */
export function flowSearch(flow: SignInFlow, extra: Readonly<Record<string, string>> = {}): string {
  const query = new URLSearchParams();
  const { intent, origin, continuePath } = flow.returnState;
  if (intent !== defaultIntent) query.set('intent', intent);
  if (origin !== defaultOrigin) query.set('origin', origin);
  if (continuePath !== null) query.set('continuePath', continuePath);
  if (flow.returnUrl !== null) query.set('returnUrl', flow.returnUrl);
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  const search = query.toString();
  return search === '' ? '' : `?${search}`;
}

/** The onboarding state a forgot-password request sends, so the reset link brings it back. */
export function onboardingStateOf(flow: SignInFlow): OnboardingState {
  return { ...flow.returnState };
}

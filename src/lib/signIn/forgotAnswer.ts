import type { ForgotPasswordRequest } from '../api/types/identity.ts';
import { ApiError } from '../errors/ApiError.ts';
import { readFailedCall, type CallFailure } from '../forms/failedCall.ts';
import { onboardingStateOf, type SignInFlow } from './flow.ts';

/** The answers after which no reset mail can have gone out. */
export type NoMailSent = Extract<CallFailure, { kind: 'unavailable' | 'timeout' | 'rateLimited' }>;

/**
 * What a forgot-password request means to the parent. The answer is the same neutral "if there
 * is an account, we have sent a link" whatever the service replies (an unknown address, a 400
 * for an odd one, a 500), so the form never tells who has an account. Only when no mail can
 * have gone out does the parent hear otherwise: no reply (network, time limit, a gateway
 * saying the service is down), or a 429, after which a parent would wait for a mail that
 * never comes; a rate limit does not depend on whether the account exists.
 */
export function forgotPasswordProblem(error: unknown, now: number): NoMailSent | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { notice } = readFailedCall(error, () => undefined, now);
  return notice.kind === 'unavailable' || notice.kind === 'timeout' || notice.kind === 'rateLimited'
    ? notice
    : undefined;
}

/**
 * Asks for a reset link for `email`, the page's return state travelling in it so the link
 * brings it back (sign-in, reset and check-your-inbox pages alike). Undefined when a mail may
 * have gone out; otherwise why none can have. A failure that still counts as sent is handed to
 * `report`.
 */
export async function requestResetLink(
  send: (request: ForgotPasswordRequest) => Promise<unknown>,
  ask: { email: string; flow: SignInFlow; locale: string | null },
  now: () => number,
  report: (error: unknown) => void = () => undefined,
): Promise<NoMailSent | undefined> {
  try {
    await send({ email: ask.email, onboardingState: onboardingStateOf(ask.flow), culture: ask.locale });
    return undefined;
  } catch (error) {
    const problem = forgotPasswordProblem(error, now());
    if (!problem) report(error);
    return problem;
  }
}

import type { OnboardingState, SignInNextStep } from './returnState.ts';

/** Entities of the identity service's REST calls (spec §3, §7). */

export interface LoginCredentials {
  email: string | null;
  password: string | null;
}

export interface SignInStatus {
  nextStep: SignInNextStep | null;
}

export interface PasswordReset {
  userId: string | null;
  code: string | null;
  password: string | null;
}

export interface ForgotPasswordRequest {
  email: string | null;
  onboardingState: OnboardingState | null;
  /** BCP 47 culture of the e-mail to send, e.g. `sv-SE`. */
  culture: string | null;
}

/**
 * Body of send-confirmation. The spec does not show it; the stand-in and this client send the
 * address to confirm and the culture of the e-mail, and the service falls back to the signed-in
 * user when the address is left out. Registration also sends the onboarding state (as
 * forgot-password does), which the mail's link carries back (tests/stand-ins/README.md).
 */
export interface SendConfirmationRequest {
  email?: string | null;
  culture?: string | null;
  onboardingState?: OnboardingState | null;
}

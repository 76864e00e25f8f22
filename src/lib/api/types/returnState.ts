/** Return-state values (spec §2) carried through the identity flow and onboarding. */
export const intents = [
  'Default',
  'Register',
  'Booking',
  'Shop',
  'RedeemPass',
  'ConnectSerialTicket',
  'SignOut',
] as const;
export type Intent = (typeof intents)[number];

export const origins = [
  'None',
  'Site',
  'PartyBooking',
  'EntranceBooking',
  'StartPage',
  'MyAccount',
  'IdServer',
  'Onboarding',
] as const;
export type Origin = (typeof origins)[number];

/** What the sign-in flow does next for an e-mail address (spec §3). */
export const signInNextSteps = ['Signup', 'ResetPassword', 'Continue'] as const;
export type SignInNextStep = (typeof signInNextSteps)[number];

/** What onboarding asks of a new user next (spec §2). */
export const onboardingNextSteps = ['AddChildren', 'AddPhone', 'Continue'] as const;
export type OnboardingNextStep = (typeof onboardingNextSteps)[number];

/** Where the identity flow should bring the user back to (spec §3). */
export interface OnboardingState {
  intent: Intent | null;
  origin: Origin | null;
  continuePath: string | null;
}

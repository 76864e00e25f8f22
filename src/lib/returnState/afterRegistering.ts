import type { Intent } from '../api/types/returnState.ts';
import type { ReturnState } from './query.ts';

/** Intents that name what the parent set out to do; it is still what they want once registered. */
const purposes: readonly Intent[] = ['Booking', 'Shop', 'RedeemPass', 'ConnectSerialTicket'];

/**
 * The return state registration hands on, to onboarding and in the confirmation mail's link:
 * origin and continuePath as they came (each reader judges continuePath itself), and the
 * parent's purpose as its intent (a booking stays a booking, as when the party site sends a
 * new parent to onboarding). Without one (Default, SignOut) it is `Register`.
 */
export function registeredReturnState(state: ReturnState): ReturnState {
  return {
    intent: purposes.includes(state.intent) ? state.intent : 'Register',
    origin: state.origin,
    continuePath: state.continuePath,
  };
}

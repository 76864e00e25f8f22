import { signInNextSteps } from '../types/returnState.ts';
import type { SignInStatus } from '../types/identity.ts';
import { oneOf, record, type Schema } from './fields.ts';

/** Replies of the identity service's REST calls (types/identity.ts). */

export const signInStatus: Schema<SignInStatus> = record({ nextStep: oneOf(signInNextSteps) });

import type { ClientProblem } from '../forms/fieldProblems.ts';
import { checkEmail } from '../forms/fieldChecks.ts';

/**
 * Checks made in the browser before anything is sent. Kept few and loose on purpose: the
 * server decides what a valid address or password is; these only catch an empty field or an
 * address without its `@` and domain, so a parent learns it before waiting for an answer.
 */
export type SignInProblem =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'newPasswordRequired'
  /** A new password that misses a rule of the server's (the checklist under the field says which). */
  | 'newPasswordRules';

export function clientProblem(key: SignInProblem): ClientProblem<SignInProblem> {
  return { kind: 'client', key };
}

/** What is wrong with the address, in the sign-in pages' words (lib/forms/fieldChecks.ts checks). */
export function emailProblem(value: string): 'emailRequired' | 'emailInvalid' | undefined {
  const check = checkEmail(value);
  if (check === undefined) return undefined;
  return check === 'required' ? 'emailRequired' : 'emailInvalid';
}

/** A password is sent exactly as typed or pasted (spaces are characters too); only empty is refused. */
export function checkPassword(
  value: string,
  problem: SignInProblem = 'passwordRequired',
): SignInProblem | undefined {
  return value === '' ? problem : undefined;
}

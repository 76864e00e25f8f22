import type { GenericResult } from '../../../src/lib/api/types/common.ts';
import type { ErrorBody } from '../../../src/lib/errors/errorBody.ts';
import type { StandInAccount, StandInState } from '../seed/state.ts';
import { confirmationLink } from './links.ts';
import { validationBody } from './errorBody.ts';
import { isEmailAddress, passwordProblems } from './passwords.ts';
import { emptyFields, text } from './requests.ts';

/** The generic result of a call that simply worked. */
export const okResult: GenericResult = { success: true, message: null, errors: [], notices: [] };

/** Why a request was refused: the status and the error body to answer with. */
export interface Refusal {
  status: 400 | 401 | 403 | 404;
  body: ErrorBody;
}

/**
 * Forgot password, as both services do it: a reset code for a known address, written to the
 * log as the e-mail. Unknown addresses get the same answer, so the form reveals no accounts.
 */
export function forgotPassword(
  state: StandInState,
  body: Record<string, unknown>,
  log: (line: string) => void,
): Refusal | undefined {
  const email = text(body['email']);
  if (!isEmailAddress(email))
    return { status: 400, body: validationBody({ Email: ["'Email' is not a valid email address."] }) };
  const account = state.accountByEmail(email);
  if (account) {
    const code = state.issueResetCode(account.user.guid);
    log(`[reset-password e-mail] to ${email}: userId=${account.user.guid} code=${code}`);
    state.outbox.push({
      to: account.user.email ?? email,
      kind: 'reset-password',
      userId: account.user.guid,
      code,
      link: null,
      sentAt: new Date().toISOString(),
    });
  }
  return undefined;
}

/** Reset password with the mailed code, as both services do it; the code works once. */
export function resetPassword(state: StandInState, body: Record<string, unknown>): Refusal | undefined {
  const missing = emptyFields({ UserId: body['userId'], Code: body['code'], Password: body['password'] });
  if (Object.keys(missing).length > 0) return { status: 400, body: validationBody(missing) };
  const userId = text(body['userId']);
  const account = state.accounts.get(userId);
  if (!account || state.resetCodes.get(userId) !== body['code']) {
    return { status: 400, body: validationBody({ Code: ['Invalid token.'] }) };
  }
  const problems = passwordProblems(String(body['password']));
  if (problems.length > 0) return { status: 400, body: validationBody({ Password: problems }) };
  account.password = String(body['password']);
  state.resetCodes.delete(userId);
  return undefined;
}

/**
 * The e-mail-confirmation mail: a new code, written to the log and the outbox as the link a
 * user would get. `validForMs` shortens its life (tests of expired links).
 */
export function sendConfirmation(
  state: StandInState,
  account: StandInAccount,
  log: (line: string) => void,
  validForMs?: number,
): string {
  const code = state.issueConfirmationCode(account.user.guid, validForMs);
  const link = confirmationLink(account, code);
  log(`[confirmation e-mail] to ${account.user.email}: ${link}`);
  state.outbox.push({
    to: account.user.email ?? '',
    kind: 'confirmation',
    userId: account.user.guid,
    code,
    link,
    sentAt: new Date().toISOString(),
  });
  return code;
}

import type { GenericResult } from '../../../src/lib/api/types/common.ts';
import type { ErrorBody } from '../../../src/lib/errors/errorBody.ts';
import type { StandInAccount, StandInState } from '../seed/state.ts';
import { confirmationLink, resetPasswordLink } from './links.ts';
import { errorBody, validationBody } from './errorBody.ts';
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
 * Forgot password, as both services do it: for a known address a reset mail (log line and
 * outbox) with a link to our reset page on the site and language of `culture` (links.ts).
 * Unknown addresses get the same answer and no mail, so the form reveals no accounts; only
 * a malformed address is refused.
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
    sendResetPassword(state, account, body['culture'], log);
  }
  return undefined;
}

/**
 * The reset-password mail: a new code (the previous one stops working), written to the log
 * and the outbox with its link. `validForMs` shortens its life (tests of expired links).
 */
export function sendResetPassword(
  state: StandInState,
  account: StandInAccount,
  culture: unknown,
  log: (line: string) => void,
  validForMs?: number,
): { code: string; link: string } {
  const code = state.issueResetCode(account.user.guid, validForMs);
  const link = resetPasswordLink(account, code, culture);
  log(`[reset-password e-mail] to ${account.user.email}: ${link}`);
  state.outbox.push({
    to: account.user.email ?? '',
    kind: 'reset-password',
    userId: account.user.guid,
    code,
    link,
    sentAt: new Date().toISOString(),
  });
  return { code, link };
}

const invalidResetCode: Refusal = {
  status: 400,
  body: errorBody('InvalidToken', 'Validation failed', {
    exceptionType: 'ValidationException',
    errors: { Code: ['Invalid token.'] },
  }),
};

const expiredResetCode: Refusal = {
  status: 400,
  body: errorBody('ExpiredToken', 'Validation failed', {
    exceptionType: 'ValidationException',
    errors: { Code: ['The token has expired.'] },
  }),
};

/**
 * Reset password with the mailed code, as both services do it: only the latest code, once,
 * within its day (a used, older, unknown or forged code is `InvalidToken`, an old one
 * `ExpiredToken`). A password the rules refuse keeps the code, so the parent can try another.
 * The new password works for sign-in at once.
 */
export function resetPassword(state: StandInState, body: Record<string, unknown>): Refusal | undefined {
  const missing = emptyFields({ UserId: body['userId'], Code: body['code'], Password: body['password'] });
  if (Object.keys(missing).length > 0) return { status: 400, body: validationBody(missing) };
  const userId = text(body['userId']);
  const account = state.accounts.get(userId);
  const issued = state.resetCodes.get(userId);
  if (!account || issued === undefined || issued.code !== body['code']) return invalidResetCode;
  if (issued.expiresAt <= Date.now()) return expiredResetCode;
  const problems = passwordProblems(String(body['password']), state.passwordRules);
  if (problems.length > 0) return { status: 400, body: validationBody({ Password: problems }) };
  account.password = String(body['password']);
  state.resetCodes.delete(userId);
  return undefined;
}

/**
 * The e-mail-confirmation mail: a new code, written to the log and the outbox as the link a
 * user would get. `validForMs` shortens its life (tests of expired links); `culture` picks the
 * site and language of the link (links.ts).
 */
export function sendConfirmation(
  state: StandInState,
  account: StandInAccount,
  log: (line: string) => void,
  validForMs?: number,
  culture?: unknown,
): string {
  const code = state.issueConfirmationCode(account.user.guid, validForMs);
  const link = confirmationLink(account, code, culture);
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

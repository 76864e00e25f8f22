import type { GenericResult } from '../../../src/lib/api/types/common.ts';
import type { ErrorBody } from '../../../src/lib/errors/errorBody.ts';
import type { SentMail, StandInAccount, StandInState } from '../seed/state.ts';
import { confirmationLink, resetPasswordLink } from './links.ts';
import { errorBody, fieldError, validationBody } from './errorBody.ts';
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
    return {
      status: 400,
      body: validationBody({
        Email: [fieldError('EmailValidator', "'Email' is not a valid email address.")],
      }),
    };
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
  sendMail(state, log, { account, kind: 'reset-password', code, link });
  return { code, link };
}

/** "Sends" a mail with a link: a log line, and an entry in the outbox tests read. */
function sendMail(
  state: StandInState,
  log: (line: string) => void,
  {
    account,
    kind,
    code,
    link,
  }: { account: StandInAccount; kind: SentMail['kind']; code: string; link: string },
): void {
  log(`[${kind} e-mail] to ${account.user.email}: ${link}`);
  state.outbox.push({
    to: account.user.email ?? '',
    kind,
    userId: account.user.guid,
    code,
    link,
    sentAt: new Date().toISOString(),
  });
}

/**
 * A mailed code refused as ASP.NET Identity's token providers refuse it: one field error on
 * Code, its reason carrying the code with the same words.
 */
function codeRefusal(code: 'InvalidToken' | 'ExpiredToken'): Refusal {
  const error = code === 'InvalidToken' ? 'Invalid token.' : 'The token has expired.';
  return {
    status: 400,
    body: errorBody(code, 'Validation failed', {
      exceptionType: 'ValidationException',
      errors: { Code: [error] },
      reasons: [{ code, message: error }],
    }),
  };
}

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
  if (!account || issued === undefined || issued.code !== body['code']) return codeRefusal('InvalidToken');
  if (issued.expiresAt <= Date.now()) return codeRefusal('ExpiredToken');
  const problems = passwordProblems(String(body['password']), state.passwordRules);
  if (problems.length > 0) return { status: 400, body: validationBody({ Password: problems }) };
  account.password = String(body['password']);
  state.resetCodes.delete(userId);
  return undefined;
}

/** What a send-confirmation request names for its mail's link (links.ts), unchecked. */
export interface ConfirmationMailRequest {
  /** Picks the site and language of the link. */
  culture?: unknown;
  /** Intent, origin and continuePath, carried in the link's query. */
  onboardingState?: unknown;
}

/**
 * The e-mail-confirmation mail: a new code, written to the log and the outbox as the link a
 * user would get. `validForMs` shortens its life (tests of expired links); the request's
 * culture and onboarding state shape the link (links.ts).
 */
export function sendConfirmation(
  state: StandInState,
  account: StandInAccount,
  log: (line: string) => void,
  validForMs?: number,
  request: ConfirmationMailRequest = {},
): string {
  const code = state.issueConfirmationCode(account.user.guid, validForMs);
  sendMail(state, log, {
    account,
    kind: 'confirmation',
    code,
    link: confirmationLink(account, code, request.culture, request.onboardingState),
  });
  return code;
}

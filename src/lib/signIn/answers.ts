import { ApiError } from '../errors/ApiError.ts';
import {
  errorCode,
  fieldsNamed,
  readFailedCall,
  type FailedCall,
  type FormNotice,
} from '../forms/failedCall.ts';

/** The fields of the sign-in form. */
export type SignInField = 'email' | 'password';

/** The message above the sign-in form: the shared ones, and login's one of its own. */
export type SignInNotice =
  | FormNotice
  /** 401 (or the service's "invalid credentials"): one message for e-mail and password alike. */
  | { kind: 'wrongCredentials' };

/**
 * The field a notice about the whole sign-in form still points at, where focus goes after it
 * (islands/forms/useFormFocus.ts): after wrong credentials, the password. The address was
 * found by the e-mail step, and it stays as typed, so the password is what a parent types again;
 * the message still names both, so it tells no one which was wrong.
 */
export function fieldToRetype(notice: SignInNotice): SignInField | undefined {
  return notice.kind === 'wrongCredentials' ? 'password' : undefined;
}

/** A failed login: what the form shows, or an account that must set its password first. */
export type LoginAnswer = FailedCall<SignInField, SignInNotice> | { passwordNotSet: true };

/**
 * A failed `POST /api/Authentication/login`. 401 is the one generic "e-mail or password is
 * wrong" (never saying which, so the form reveals no accounts); so is a 400 whose code says
 * invalid credentials, as some versions of the service answer. A 429 is never shown as a wrong
 * password: it has its own message and countdown (lib/forms/failedCall.ts).
 */
export function loginAnswer(error: unknown, now: number): LoginAnswer {
  const code = error instanceof ApiError && error.status === 400 ? errorCode(error) : '';
  if (code === 'passwordnotset') return { passwordNotSet: true };
  if ((error instanceof ApiError && error.status === 401) || code === 'invalidcredentials')
    return { notice: { kind: 'wrongCredentials' }, problems: {} };
  return readFailedCall(error, fieldsNamed<SignInField>(['email', 'password']), now);
}

import { MissingParameterError } from '../errors/MissingParameterError.ts';
import type { HttpClient } from './httpClient.ts';
import type { GenericResult } from './types/common.ts';
import type {
  ForgotPasswordRequest,
  LoginCredentials,
  PasswordReset,
  SendConfirmationRequest,
  SignInStatus,
} from './types/identity.ts';
import { anything, genericResult } from './schemas/common.ts';
import { signInStatus } from './schemas/identity.ts';

/**
 * Whether the identity service has a signed-in user; anything but `true` counts as no. A
 * function of its own for the sign-in session, which makes no other identity call.
 */
export async function fetchIsAuthenticated(http: HttpClient): Promise<boolean> {
  return (await http.get('/api/Authentication', anything)) === true;
}

/**
 * The identity service's REST calls (spec §7). Give it an HttpClient with
 * `credentials: 'include'`: these calls rely on the identity service's own cookie.
 */
export class IdentityClient {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Whether the identity service has a signed-in user; anything but `true` counts as no. */
  isAuthenticated(): Promise<boolean> {
    return fetchIsAuthenticated(this.#http);
  }

  /** Signs in at the identity service with e-mail and password. */
  login(credentials: LoginCredentials): Promise<GenericResult | null> {
    return this.#http.json(
      { method: 'POST', path: '/api/Authentication/login', body: credentials },
      genericResult,
    );
  }

  /** Sends a reset-password e-mail that brings the user back with the given onboarding state. */
  forgotPassword(request: ForgotPasswordRequest): Promise<void> {
    return this.#http.send({ method: 'POST', path: '/api/User/forgot-password', body: request });
  }

  /** Sets a new password with the code from the e-mail. The service answers in text or JSON. */
  resetPassword(reset: PasswordReset): Promise<GenericResult | string | null> {
    return this.#http.textOrJson(
      { method: 'POST', path: '/api/User/reset-password', body: reset },
      genericResult,
    );
  }

  /**
   * What the sign-in flow does next for an address (sign up, reset password or continue).
   * Rejects without asking the server when the address is missing or blank (spec §5).
   */
  async status(email: string): Promise<SignInStatus | null> {
    if (typeof email !== 'string' || email.trim() === '') {
      throw new MissingParameterError('Email', 'The status check requires an e-mail address.');
    }
    return this.#http.json(
      { method: 'POST', path: '/api/User/status', query: { Email: email }, required: ['Email'] },
      signInStatus,
    );
  }

  /** Asks the service to send (again) the e-mail with the confirmation link. */
  sendEmailConfirmation(request: SendConfirmationRequest = {}): Promise<void> {
    return this.#http.send({ method: 'POST', path: '/api/User/email/send-confirmation', body: request });
  }

  /** Confirms an e-mail address with the user id and code of the confirmation link. */
  confirmEmail(userId: string, code: string): Promise<void> {
    return this.#http.send({
      method: 'POST',
      path: '/api/User/email/confirm/{userId}',
      params: { userId },
      query: { code },
      required: ['code'],
    });
  }
}

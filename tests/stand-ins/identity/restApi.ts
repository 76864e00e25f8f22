import type { Context } from 'hono';
import type { Provider } from 'oidc-provider';
import type { SignInNextStep } from '../../../src/lib/api/types/returnState.ts';
import type { StandInState } from '../seed/state.ts';
import { errorBody, notFoundBody, unauthorizedBody, validationBody } from '../shared/errorBody.ts';
import { confirmationLink } from '../shared/links.ts';
import {
  forgotPassword,
  okResult,
  resetPassword,
  sendConfirmation,
  sendResetPassword,
} from '../shared/accountActions.ts';
import { emptyFields, jsonBody, text } from '../shared/requests.ts';
import type { IdentityApp } from './app.ts';
import { requestConfirmationMail } from './confirmationRequests.ts';
import { rememberSignIn, signedInAccountId } from './identityCookie.ts';
import { lockoutSeconds, type LoginAttempts } from './loginAttempts.ts';
import { sessionSeconds } from './provider.ts';
import { providerSessionCookies } from './providerSession.ts';

const unknownAccount = errorBody('UnknownAccount', 'No account has that e-mail address.', { status: 404 });

export interface RestApiOptions {
  state: StandInState;
  /** Where the stand-in "sends" e-mails: a line per mail with the link in it. */
  log: (line: string) => void;
}

export interface SignInRouteOptions {
  provider: Provider;
  /** The provider's cookie keys, to sign the provider session cookie of a REST sign-in. */
  cookieKeys: readonly string[];
  attempts: LoginAttempts;
}

const invalidCredentials = errorBody('InvalidCredentials', 'The e-mail address or password is incorrect.', {
  exceptionType: 'AuthenticationException',
  status: 401,
});

function tooManyAttempts(c: Context, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json(
    errorBody('LockedOut', 'Too many failed sign-in attempts. Try again later.', {
      exceptionType: 'LockedOutException',
      status: 429,
    }),
    429,
  );
}

/**
 * The identity service's REST calls (spec §7). Signing in: 200 and the identity cookie plus
 * the provider session (providerSession.ts); 401 for a wrong e-mail or password; 400 with
 * field errors for empty fields, or `PasswordNotSet` for an account made at a play-centre
 * desk; 429 with `Retry-After` (seconds) for a locked account and after too many failures
 * for one address (loginAttempts.ts).
 */
export function addRestRoutes(
  app: IdentityApp,
  { state, log, provider, cookieKeys, attempts }: RestApiOptions & SignInRouteOptions,
): void {
  app.get('/api/Authentication', async (c) => {
    const accountId = await signedInAccountId(c);
    return c.json(accountId !== undefined && state.accounts.has(accountId));
  });

  app.post('/api/Authentication/login', async (c) => {
    const body = await jsonBody(c);
    const missing = emptyFields({ Email: body['email'], Password: body['password'] });
    if (Object.keys(missing).length > 0) return c.json(validationBody(missing), 400);
    const email = text(body['email']);
    const account = state.accountByEmail(email);
    if (account?.lockedOut) return tooManyAttempts(c, lockoutSeconds);
    const verdict = attempts.check(email);
    if (!verdict.allowed) return tooManyAttempts(c, verdict.retryAfterSeconds);
    if (account?.password === null) {
      return c.json(
        errorBody('PasswordNotSet', 'This account has no password yet. Reset your password to sign in.'),
        400,
      );
    }
    if (account === undefined || body['password'] !== account.password) {
      const after = attempts.failed(email);
      return after.allowed ? c.json(invalidCredentials, 401) : tooManyAttempts(c, after.retryAfterSeconds);
    }
    attempts.succeeded(email);
    await rememberSignIn(c, account.user.guid, sessionSeconds);
    for (const cookie of await providerSessionCookies(
      provider,
      cookieKeys,
      account.user.guid,
      sessionSeconds,
    )) {
      c.header('Set-Cookie', cookie, { append: true });
    }
    return c.json(okResult);
  });

  app.post('/api/User/forgot-password', async (c) => {
    const refusal = forgotPassword(state, await jsonBody(c), log);
    return refusal ? c.json(refusal.body, refusal.status) : c.json(okResult);
  });

  app.post('/api/User/reset-password', async (c) => {
    const body = await jsonBody(c);
    const refusal = resetPassword(state, body);
    if (refusal) return c.json(refusal.body, refusal.status);
    // A new password is a fresh start for the rate limit too.
    attempts.clear(state.accounts.get(text(body['userId']))?.user.email ?? '');
    // The real service answers success in plain text, refusals in JSON (spec §7).
    return c.text('Your password has been reset.');
  });

  app.post('/api/User/status', (c) => {
    const email = text(c.req.query('Email'));
    if (email === '') return c.json(validationBody({ Email: ["'Email' must not be empty."] }), 400);
    const account = state.accountByEmail(email);
    const nextStep: SignInNextStep = !account
      ? 'Signup'
      : account.password === null
        ? 'ResetPassword'
        : 'Continue';
    return c.json({ nextStep });
  });

  app.post('/api/User/email/send-confirmation', async (c) => {
    const body = await jsonBody(c);
    const email = text(body['email']);
    const signedIn = await signedInAccountId(c);
    const account =
      email !== ''
        ? state.accountByEmail(email)
        : signedIn === undefined
          ? undefined
          : state.accounts.get(signedIn);
    if (email === '' && account === undefined) return c.json(unauthorizedBody, 401);
    if (account?.user.emailconfirmed) {
      return c.json({
        ...okResult,
        notices: [{ message: 'The e-mail address is already confirmed.', level: 'info' }],
      });
    }
    // An unknown address gets the same answer and no mail, so the form reveals no accounts.
    const mail = account
      ? requestConfirmationMail(state, account, log, {
          culture: body['culture'],
          onboardingState: body['onboardingState'],
        })
      : { sent: true as const };
    if (!mail.sent) {
      c.header('Retry-After', String(mail.retryAfterSeconds));
      return c.json(
        errorBody('TooManyRequests', 'A confirmation e-mail was sent less than a minute ago.', {
          status: 429,
        }),
        429,
      );
    }
    return c.json(okResult);
  });

  app.post('/api/User/email/confirm/:userId', (c) => {
    const userId = c.req.param('userId');
    const code = c.req.query('code') ?? '';
    if (code === '') return c.json(validationBody({ Code: ["'Code' must not be empty."] }), 400);
    const account = state.accounts.get(userId);
    if (!account) return c.json(notFoundBody('User', userId), 404);
    const issued = state.confirmationCodes.get(userId);
    if (issued?.code !== code) {
      return c.json(
        errorBody('InvalidToken', 'E-mail confirmation failed', {
          exceptionType: 'ValidationException',
          errors: { Code: ['Invalid token.'] },
        }),
        400,
      );
    }
    if (issued.expiresAt <= Date.now()) {
      return c.json(
        errorBody('ExpiredToken', 'E-mail confirmation failed', {
          exceptionType: 'ValidationException',
          errors: { Code: ['The token has expired.'] },
        }),
        400,
      );
    }
    account.user.emailconfirmed = true;
    state.confirmationCodes.delete(userId);
    return c.json(okResult);
  });
}

/**
 * Control endpoints for tests: the confirmation and reset codes the stand-in "mailed", so a
 * test can follow the link a user would click; the rate limit and desk-made accounts.
 */
export function addControlRoutes(
  app: IdentityApp,
  { state, log, attempts }: RestApiOptions & Pick<SignInRouteOptions, 'attempts'>,
): void {
  app.post('/__control/confirmation-link', async (c) => {
    const body = await jsonBody(c);
    const account = state.accountByEmail(text(body['email']));
    if (!account) return c.json(unknownAccount, 404);
    // `expired: true` issues a code whose day is already over, as a parent finds an old mail.
    const code = sendConfirmation(state, account, log, body['expired'] === true ? -1 : undefined);
    return c.json({ userId: account.user.guid, code, link: confirmationLink(account, code) });
  });

  // The mails sent to an address (or all), oldest first: what a parent's inbox would hold.
  app.get('/__control/outbox', (c) => {
    const email = text(c.req.query('email')).toLowerCase();
    return c.json(state.outbox.filter((mail) => email === '' || mail.to.toLowerCase() === email));
  });

  // A new reset mail, as forgot-password sends it; `expired: true` makes its code one whose day is over.
  app.post('/__control/password-reset-link', async (c) => {
    const body = await jsonBody(c);
    const account = state.accountByEmail(text(body['email']));
    if (!account) return c.json(unknownAccount, 404);
    const validFor = body['expired'] === true ? -1 : undefined;
    const { code, link } = sendResetPassword(state, account, body['culture'], log, validFor);
    return c.json({ userId: account.user.guid, code, link });
  });

  // Makes an account one that staff created at a play-centre desk: no password, so the status
  // check answers ResetPassword. For tests on an account they registered themselves.
  app.post('/__control/remove-password', async (c) => {
    const account = state.accountByEmail(text((await jsonBody(c))['email']));
    if (!account) return c.json(unknownAccount, 404);
    account.password = null;
    return c.json({ userId: account.user.guid });
  });

  // Forgets the failed sign-in attempts of one address (`?email=`), or of all.
  app.delete('/__control/login-attempts', (c) => {
    const email = text(c.req.query('email'));
    attempts.clear(email === '' ? undefined : email);
    return c.body(null, 204);
  });
}

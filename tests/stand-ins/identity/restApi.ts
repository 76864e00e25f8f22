import type { SignInNextStep } from '../../../src/lib/api/types/returnState.ts';
import type { StandInState } from '../seed/state.ts';
import { errorBody, notFoundBody, unauthorizedBody, validationBody } from '../shared/errorBody.ts';
import { confirmationLink } from '../shared/links.ts';
import { forgotPassword, okResult, resetPassword, sendConfirmation } from '../shared/accountActions.ts';
import { emptyFields, jsonBody, text } from '../shared/requests.ts';
import type { IdentityApp } from './app.ts';
import { forgetSignIn, rememberSignIn, signedInAccountId } from './identityCookie.ts';

export interface RestApiOptions {
  state: StandInState;
  /** Where the stand-in "sends" e-mails: a line per mail with the link in it. */
  log: (line: string) => void;
}

/** The identity service's REST calls (spec §7), backed by the same accounts as the sign-in page. */
export function addRestRoutes(app: IdentityApp, { state, log }: RestApiOptions): void {
  app.get('/api/Authentication', async (c) => {
    const accountId = await signedInAccountId(c);
    return c.json(accountId !== undefined && state.accounts.has(accountId));
  });

  app.post('/api/Authentication/login', async (c) => {
    const body = await jsonBody(c);
    const missing = emptyFields({ Email: body['email'], Password: body['password'] });
    if (Object.keys(missing).length > 0) return c.json(validationBody(missing), 400);
    const account = state.accountByEmail(text(body['email']));
    if (account?.password === null) {
      return c.json(
        errorBody('PasswordNotSet', 'This account has no password yet. Reset your password to sign in.'),
        400,
      );
    }
    if (account === undefined || body['password'] !== account.password) {
      forgetSignIn(c);
      return c.json(
        errorBody('InvalidCredentials', 'The e-mail address or password is incorrect.', {
          exceptionType: 'AuthenticationException',
        }),
        400,
      );
    }
    await rememberSignIn(c, account.user.guid);
    return c.json(okResult);
  });

  app.post('/api/User/forgot-password', async (c) => {
    const refusal = forgotPassword(state, await jsonBody(c), log);
    return refusal ? c.json(refusal.body, refusal.status) : c.json(okResult);
  });

  app.post('/api/User/reset-password', async (c) => {
    const refusal = resetPassword(state, await jsonBody(c));
    // The real service answers success in plain text, refusals in JSON (spec §7).
    return refusal ? c.json(refusal.body, refusal.status) : c.text('Your password has been reset.');
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
    if (account) sendConfirmation(state, account, log);
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
 * test can follow the link a user would click.
 */
export function addControlRoutes(app: IdentityApp, { state, log }: RestApiOptions): void {
  app.post('/__control/confirmation-link', async (c) => {
    const body = await jsonBody(c);
    const account = state.accountByEmail(text(body['email']));
    if (!account)
      return c.json(errorBody('UnknownAccount', 'No account has that e-mail address.', { status: 404 }), 404);
    // `expired: true` issues a code whose day is already over, as a parent finds an old mail.
    const code = sendConfirmation(state, account, log, body['expired'] === true ? -1 : undefined);
    return c.json({ userId: account.user.guid, code, link: confirmationLink(account, code) });
  });

  // The mails sent to an address (or all), oldest first: what a parent's inbox would hold.
  app.get('/__control/outbox', (c) => {
    const email = text(c.req.query('email')).toLowerCase();
    return c.json(state.outbox.filter((mail) => email === '' || mail.to.toLowerCase() === email));
  });

  app.post('/__control/password-reset-link', async (c) => {
    const account = state.accountByEmail(text((await jsonBody(c))['email']));
    if (!account)
      return c.json(errorBody('UnknownAccount', 'No account has that e-mail address.', { status: 404 }), 404);
    return c.json({ userId: account.user.guid, code: state.issueResetCode(account.user.guid) });
  });
}

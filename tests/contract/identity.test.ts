import { describe, expect, it } from 'vitest';
import { IdentityClient } from '../../src/lib/api/identityClient.ts';
import { ApiError } from '../../src/lib/errors/ApiError.ts';
import { MissingParameterError } from '../../src/lib/errors/MissingParameterError.ts';
import { errorText } from '../support/errorText.ts';
import { errorTranslationKey } from '../../src/lib/errors/translationKey.ts';
import { CookieJar } from './support/cookieJar.ts';
import {
  clients,
  confirmationLinkFor,
  control,
  registerFreshAccount,
  seededPassword,
} from './support/standIns.ts';

/** The identity client with a cookie jar, as a browser's `credentials: 'include'` would keep cookies. */
function browserLikeIdentity(): IdentityClient {
  const jar = new CookieJar();
  return clients(undefined, { fetch: (input, init) => jar.fetch(String(input), init) }).identity;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe(IdentityClient, () => {
  describe('isAuthenticated and login', () => {
    it('should be signed out, then signed in after logging in with a seeded account', async () => {
      const identity = browserLikeIdentity();
      await expect(identity.isAuthenticated()).resolves.toBe(false);
      await expect(
        identity.login({ email: 'ingrid.haugen@example.com', password: seededPassword }),
      ).resolves.toMatchObject({
        success: true,
      });
      await expect(identity.isAuthenticated()).resolves.toBe(true);
    });

    it('should refuse a wrong password with the service’s error body and stay signed out', async () => {
      // An account of its own: failed attempts count towards the address's rate limit.
      const user = await registerFreshAccount('wrong-password');
      const identity = browserLikeIdentity();
      const error = await failure(identity.login({ email: user.email ?? '', password: 'wrong-Passw0rd' }));
      expect(error).toMatchObject({
        status: 401,
        message: 'Unauthorized',
        body: { code: 'InvalidCredentials' },
      });
      expect(errorText(error)).toBe('The e-mail address or password is incorrect.');
      expect(errorTranslationKey(error)).toBe('errors.permission');
      await expect(identity.isAuthenticated()).resolves.toBe(false);
    });
  });

  describe('status', () => {
    it.each([
      ['astrid.lindqvist@example.com', 'Continue'],
      ['nobody.here@example.com', 'Signup'],
      ['per.holm@example.com', 'ResetPassword'],
    ])('should tell the next step for %s: %s', async (email, nextStep) => {
      await expect(clients().identity.status(email)).resolves.toEqual({ nextStep });
    });

    it('should reject a blank address before asking the service', async () => {
      await expect(clients().identity.status(' ')).rejects.toBeInstanceOf(MissingParameterError);
    });
  });

  describe('forgotPassword and resetPassword', () => {
    it('should reset the password with the mailed code and answer in text', async () => {
      const user = await registerFreshAccount('reset');
      await clients().identity.forgotPassword({ email: user.email, onboardingState: null, culture: 'sv-SE' });
      const { userId, code } = await control<{ userId: string; code: string }>(
        'identity',
        'password-reset-link',
        'POST',
        {
          email: user.email,
        },
      );
      await expect(
        clients().identity.resetPassword({ userId, code, password: 'Ny-Lekplats-2026' }),
      ).resolves.toBe('Your password has been reset.');
      await expect(
        browserLikeIdentity().login({ email: user.email, password: 'Ny-Lekplats-2026' }),
      ).resolves.toMatchObject({ success: true });
    });

    it('should refuse a weak password with the code of every rule it breaks, and keep the code', async () => {
      const user = await registerFreshAccount('reset-weak');
      const { userId, code } = await control<{ userId: string; code: string }>(
        'identity',
        'password-reset-link',
        'POST',
        { email: user.email },
      );
      const error = await failure(clients().identity.resetPassword({ userId, code, password: 'abc' }));
      // As ASP.NET Identity words and codes them: the words at the field, the codes in reasons.
      expect(error).toMatchObject({
        status: 400,
        body: {
          errors: {
            Password: [
              'Passwords must be at least 8 characters.',
              "Passwords must have at least one digit ('0'-'9').",
              "Passwords must have at least one uppercase ('A'-'Z').",
              'Passwords must use at least 4 different characters.',
            ],
          },
          reasons: [
            { code: 'PasswordTooShort', message: 'Passwords must be at least 8 characters.' },
            { code: 'PasswordRequiresDigit', message: "Passwords must have at least one digit ('0'-'9')." },
            {
              code: 'PasswordRequiresUpper',
              message: "Passwords must have at least one uppercase ('A'-'Z').",
            },
            {
              code: 'PasswordRequiresUniqueChars',
              message: 'Passwords must use at least 4 different characters.',
            },
          ],
        },
      });
      await expect(
        clients().identity.resetPassword({ userId, code, password: 'Ny-Lekplats-2026' }),
      ).resolves.toBe('Your password has been reset.');
    });

    it('should refuse a wrong code with one field error, read as one sentence', async () => {
      const user = await registerFreshAccount('reset-wrong');
      const error = await failure(
        clients().identity.resetPassword({
          userId: user.guid,
          code: 'not-the-code',
          password: 'Ny-Lekplats-2026',
        }),
      );
      expect(error.body).toMatchObject({
        exceptionType: 'ValidationException',
        errors: { Code: ['Invalid token.'] },
      });
      expect(errorText(error)).toBe('Validation failed: Invalid token.');
    });

    it('should refuse an invalid address', async () => {
      const error = await failure(
        clients().identity.forgotPassword({ email: 'not-an-address', onboardingState: null, culture: null }),
      );
      expect(errorText(error)).toBe("Validation failed: 'Email' is not a valid email address.");
    });
  });

  describe('sendEmailConfirmation and confirmEmail', () => {
    it('should confirm the address with the code the stand-in issued', async () => {
      const user = await registerFreshAccount('confirm');
      await clients().identity.sendEmailConfirmation({ email: user.email, culture: 'sv-SE' });
      const { userId, code, link } = await confirmationLinkFor(user.email ?? '');
      expect(userId).toBe(user.guid);
      expect(new URL(link).searchParams.get('code')).toBe(code);
      await expect(clients().identity.confirmEmail(userId, code)).resolves.toBeUndefined();
      await expect(clients().identity.sendEmailConfirmation({ email: user.email })).resolves.toBeUndefined();
    });

    it('should carry the onboarding state in the mailed link, beside userId and code', async () => {
      const user = await registerFreshAccount('confirm-state');
      const continuePath = 'https://localhost:8781/profile/sv/lekland/barkarby/boka/x';
      await clients().identity.sendEmailConfirmation({
        email: user.email,
        culture: 'sv-SE',
        onboardingState: { intent: 'Booking', origin: 'None', continuePath },
      });
      const mails = await control<{ kind: string; link: string }[]>(
        'identity',
        `outbox?email=${encodeURIComponent(user.email ?? '')}`,
        'GET',
      );
      const link = new URL(mails.filter((mail) => mail.kind === 'confirmation').at(-1)?.link ?? '');
      expect(Object.fromEntries(link.searchParams)).toMatchObject({
        userId: user.guid,
        intent: 'Booking',
        origin: 'None',
        continuePath,
      });
    });

    it('should reject a code the stand-in did not issue, with a realistic error body', async () => {
      const user = await registerFreshAccount('confirm-wrong');
      const error = await failure(clients().identity.confirmEmail(user.guid, 'forged-code'));
      expect(error).toMatchObject({
        status: 400,
        body: {
          exceptionType: 'ValidationException',
          code: 'InvalidToken',
          errors: { Code: ['Invalid token.'] },
        },
      });
      expect(errorText(error)).toBe('E-mail confirmation failed: Invalid token.');
    });

    it('should stop accepting a code once a newer one was sent', async () => {
      const user = await registerFreshAccount('confirm-old');
      const first = await confirmationLinkFor(user.email ?? '');
      const second = await confirmationLinkFor(user.email ?? '');
      await expect(clients().identity.confirmEmail(user.guid, first.code)).rejects.toBeInstanceOf(ApiError);
      await expect(clients().identity.confirmEmail(user.guid, second.code)).resolves.toBeUndefined();
    });

    it('should answer 404 for an unknown user', async () => {
      const error = await failure(
        clients().identity.confirmEmail('00000000-0000-4000-8000-000000000000', 'code'),
      );
      expect(errorTranslationKey(error)).toBe('errors.notFound');
    });
  });
});

import { describe, expect, it } from 'vitest';
import { IdentityClient } from '../../../src/lib/api/identityClient.ts';
import { MissingParameterError } from '../../../src/lib/errors/MissingParameterError.ts';
import { absent, describeCalls, nullValue } from './callCases.ts';
import { clientsWith, jsonReply, textReply } from '../support/fakeFetch.ts';

const onboardingState = { intent: 'Shop', origin: 'Site', continuePath: '/sv/shop' } as const;

describe(IdentityClient, () => {
  describeCalls('identity', [
    {
      name: 'isAuthenticated',
      call: (c) => c.identity.isAuthenticated(),
      method: 'GET',
      url: '/api/Authentication',
      empty: false,
    },
    {
      name: 'login',
      call: (c) => c.identity.login({ email: 'astrid@example.com', password: 'secret' }),
      method: 'POST',
      url: '/api/Authentication/login',
      body: { email: 'astrid@example.com', password: 'secret' },
      empty: null,
    },
    {
      name: 'forgotPassword',
      call: (c) =>
        c.identity.forgotPassword({ email: 'astrid@example.com', onboardingState, culture: 'sv-SE' }),
      method: 'POST',
      url: '/api/User/forgot-password',
      body: { email: 'astrid@example.com', onboardingState, culture: 'sv-SE' },
      empty: undefined,
    },
    {
      name: 'resetPassword',
      call: (c) => c.identity.resetPassword({ userId: 'u-1', code: 'c-1', password: 'N3w-password' }),
      method: 'POST',
      url: '/api/User/reset-password',
      body: { userId: 'u-1', code: 'c-1', password: 'N3w-password' },
      empty: null,
    },
    {
      name: 'status',
      call: (c) => c.identity.status('åsa+test@example.com'),
      method: 'POST',
      url: '/api/User/status?Email=%C3%A5sa%2Btest%40example.com',
      empty: null,
      missing: {
        Email: (c) => c.identity.status(nullValue),
      },
    },
    {
      name: 'sendEmailConfirmation',
      call: (c) => c.identity.sendEmailConfirmation({ email: 'astrid@example.com', culture: 'sv-SE' }),
      method: 'POST',
      url: '/api/User/email/send-confirmation',
      body: { email: 'astrid@example.com', culture: 'sv-SE' },
      empty: undefined,
    },
    {
      name: 'confirmEmail',
      call: (c) => c.identity.confirmEmail('u 1', 'a/b+c=='),
      method: 'POST',
      url: '/api/User/email/confirm/u%201?code=a%2Fb%2Bc%3D%3D',
      empty: undefined,
      missing: {
        userId: (c) => c.identity.confirmEmail(absent, 'code'),
        code: (c) => c.identity.confirmEmail('u-1', nullValue),
      },
    },
  ]);

  describe('isAuthenticated', () => {
    it('should be true only when the service answers true', async () => {
      const answers = await Promise.all(
        [true, false, 'true', 1].map((value) =>
          clientsWith(() => jsonReply(value)).clients.identity.isAuthenticated(),
        ),
      );
      expect(answers).toEqual([true, false, false, false]);
    });
  });

  describe('resetPassword', () => {
    it('should return a text reply as text', async () => {
      const { clients } = clientsWith(() => textReply('Your password has been reset.'));
      await expect(clients.identity.resetPassword({ userId: 'u', code: 'c', password: 'p' })).resolves.toBe(
        'Your password has been reset.',
      );
    });

    it('should return a JSON reply parsed', async () => {
      const result = { success: true, message: 'Done', errors: [], notices: [] };
      const { clients } = clientsWith(() => jsonReply(result));
      await expect(
        clients.identity.resetPassword({ userId: 'u', code: 'c', password: 'p' }),
      ).resolves.toEqual(result);
    });
  });

  describe('status', () => {
    it.each(['', '   ', absent])('should reject %j without asking the server', async (email) => {
      const { clients, requests } = clientsWith();
      await expect(clients.identity.status(email)).rejects.toBeInstanceOf(MissingParameterError);
      expect(requests).toHaveLength(0);
    });

    it('should return the next step the service gives', async () => {
      const { clients } = clientsWith(() => jsonReply({ nextStep: 'ResetPassword' }));
      await expect(clients.identity.status('per@example.com')).resolves.toEqual({
        nextStep: 'ResetPassword',
      });
    });
  });
});

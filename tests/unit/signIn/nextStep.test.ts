import { describe, expect, it } from 'vitest';
import type { SignInStatus } from '../../../src/lib/api/types/identity.ts';
import { emailStepRoute } from '../../../src/lib/signIn/nextStep.ts';

describe(emailStepRoute, () => {
  it.each([
    ['Continue', 'password'],
    ['ResetPassword', 'setPassword'],
    ['Signup', 'signup'],
    [' resetpassword ', 'setPassword'],
    ['SIGNUP', 'signup'],
  ])('should route nextStep %j to the %s step', (nextStep, route) => {
    expect(emailStepRoute({ nextStep } as SignInStatus)).toBe(route);
  });

  it.each([null, undefined, { nextStep: null }, { nextStep: 'Locked' }, { nextStep: 3 }])(
    'should let the login decide (password step) for the unknown reply %j',
    (status) => {
      expect(emailStepRoute(status as SignInStatus | null)).toBe('password');
    },
  );
});

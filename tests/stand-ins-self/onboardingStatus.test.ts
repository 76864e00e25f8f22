import { describe, expect, it } from 'vitest';
import { propertyErrors } from '../support/errorText.ts';
import { accessTokenFor, endpoints, registerFreshAccount } from '../contract/support/standIns.ts';

describe('GetUserOnboardingStatus of the main-API stand-in', () => {
  it('should refuse an unknown step, origin or intent with field errors, as ASP.NET enum binding does', async () => {
    const user = await registerFreshAccount('onboarding-unknown');
    const token = await accessTokenFor(user.email ?? '');
    const response = await fetch(
      `${endpoints.mainApi}/api/User/GetUserOnboardingStatus/onboarding?desiredStep=Fly&origin=Moon&intent=Shop`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(propertyErrors(body, 'desiredStep')).toHaveLength(1);
    expect(propertyErrors(body, 'origin')).toHaveLength(1);
    expect(propertyErrors(body, 'intent')).toEqual([]);
  });
});

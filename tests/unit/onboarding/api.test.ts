import { describe, expect, it } from 'vitest';
import { mainApiHttp } from '../../../src/lib/api/serviceHttp.ts';
import type { ProfileUpdate } from '../../../src/lib/api/types/user.ts';
import { onboardingApi } from '../../../src/lib/onboarding/api.ts';
import { fakeFetch, jsonReply } from '../support/fakeFetch.ts';

/** The port on a recording main API at https://api.test.example, signed in with token `t-1`. */
function api(reply = () => jsonReply({})) {
  const { fetch, requests } = fakeFetch(reply);
  const http = mainApiHttp('https://api.test.example', { accessToken: () => 't-1', fetch });
  return { port: onboardingApi(http), requests };
}

describe(onboardingApi, () => {
  it('should ask the onboarding status with the return state, as the signed-in parent', async () => {
    const { port, requests } = api();
    await port.status({ desiredStep: 'AddChildren', origin: 'IdServer', intent: 'Register' });
    expect(
      requests.map((request) => [request.method, request.url, request.headers['Authorization']]),
    ).toEqual([
      [
        'GET',
        'https://api.test.example/api/User/GetUserOnboardingStatus/onboarding?desiredStep=AddChildren&origin=IdServer&intent=Register',
        'Bearer t-1',
      ],
    ]);
  });

  it('should ask the profile overview for the account progress only, and give just that', async () => {
    const progress = { percentage: 25, nextStep: 'AddPhone', remainingSteps: ['AddPhone'] };
    const { port, requests } = api(() => jsonReply({ accountProgress: progress, childAccounts: null }));
    await expect(port.progress()).resolves.toEqual(progress);
    expect(requests[0]?.url).toBe(
      'https://api.test.example/api/UserGathering/user-gathering?includeOffers=false&includeEntranceBookings=false&includePartyBookings=false&includeSportKidz=false&includeSubscriptions=false&includeSerialTickets=false&includeLeoCamps=false&includeChildAccounts=false&includeAccountProgress=true',
    );
  });

  it('should read the user and the accounts, save the profile and add a child', async () => {
    // The requests are what counts here; an empty reply fits every call.
    const { port, requests } = api(() => new Response(null, { status: 204 }));
    await port.me();
    await port.accounts();
    await port.updateProfile({ firstname: 'Saga', phone: '701234567', countrycode: '+46' } as ProfileUpdate);
    await port.createChild({
      firstname: 'Ebba',
      lastname: 'Nyström',
      birthdate: '2021-05-04',
      otherinfo: null,
    });
    expect(
      requests.map((request) => [request.method, request.url.replace('https://api.test.example', '')]),
    ).toEqual([
      ['GET', '/api/User/Me'],
      ['GET', '/api/User/MyAccounts'],
      ['PUT', '/api/User/UpdateProfile'],
      ['POST', '/api/User/CreateAccount'],
    ]);
    expect(requests[2]?.body).toEqual({ firstname: 'Saga', phone: '701234567', countrycode: '+46' });
    // The birthdate leaves as midnight UTC of the picked day (spec §5).
    expect(requests[3]?.body).toEqual({
      firstname: 'Ebba',
      lastname: 'Nyström',
      birthdate: '2021-05-04T00:00:00.000Z',
      otherinfo: null,
    });
  });
});

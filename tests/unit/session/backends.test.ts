import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTargetFrom } from '../../../src/config/buildTarget.ts';
import { sessionBackends } from '../../../src/lib/session/backends.ts';
import { fakeFetch, jsonReply } from '../support/fakeFetch.ts';

// The Swedish development build: identity service at localhost:8790, main API at localhost:8791.
vi.mock('../../../src/config/site.ts', () => ({
  site: buildTargetFrom({ SITE_COUNTRY: 'se', SITE_ENVIRONMENT: 'development', SITE_VERSION: '1' }),
}));

function services(reply: Parameters<typeof fakeFetch>[0]) {
  const recorded = fakeFetch(reply);
  vi.stubGlobal('fetch', recorded.fetch);
  return recorded.requests;
}

describe(sessionBackends, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should ask the identity service for the login status with its cookies, true only for true', async () => {
    const requests = services(() => jsonReply(true));
    await expect(sessionBackends().isLoggedIn()).resolves.toBe(true);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      url: 'https://localhost:8790/api/Authentication',
      credentials: 'include',
    });
    services(() => jsonReply('true'));
    await expect(sessionBackends().isLoggedIn()).resolves.toBe(false);
  });

  it('should load the application user from the main API with the access token', async () => {
    const requests = services(() =>
      jsonReply({
        guid: 'u-1',
        firstname: 'Astrid',
        lastname: 'Lindqvist',
        username: 'astrid',
        culture: 'sv-SE',
        roles: ['Customer'],
        City: 'Järfälla',
      }),
    );
    await expect(sessionBackends().loadApplicationUser('token-1')).resolves.toEqual({
      firstname: 'Astrid',
      lastname: 'Lindqvist',
      username: 'astrid',
      culture: 'sv-SE',
      roles: ['Customer'],
    });
    expect(requests[0]).toMatchObject({ method: 'GET', url: 'https://localhost:8791/api/User/Me' });
    expect(requests[0]?.headers['Authorization']).toBe('Bearer token-1');
    expect(requests[0]?.credentials).toBeUndefined();
  });

  it('should fail when the main API gives no user', async () => {
    services(() => new Response(null, { status: 204 }));
    await expect(sessionBackends().loadApplicationUser('token-1')).rejects.toThrow(
      'The main API gave no user for this access token',
    );
  });
});

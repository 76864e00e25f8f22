import { describe, expect, it, vi } from 'vitest';
import {
  endSessionAddress,
  tellIdentityService,
  type IdentitySignOutPorts,
} from '../../../src/lib/session/identitySignOut.ts';

const authority = 'https://id.example.se';
const settings = {
  authority,
  clientId: 'web',
  postLogoutRedirectUri: 'https://profile.example.se/profile/assets/oidc/signout-callback',
  limitMs: 200,
};
const metadata = {
  revocation_endpoint: `${authority}/connect/revocation`,
  end_session_endpoint: `${authority}/connect/endsession`,
};
const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1', idToken: 'id-1' };

type Answer = number | 'hang' | 'fail';

/** The identity service: discovery, then revocation answering `revocation` each time. */
function service(revocation: Answer = 200, discovery: Answer = 200) {
  const answer = (what: Answer, body: string, signal: AbortSignal | null | undefined) => {
    if (what === 'fail') return Promise.reject(new TypeError('Failed to fetch'));
    if (what === 'hang')
      return new Promise<Response>((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(signal.reason as Error)),
      );
    return Promise.resolve(new Response(what === 200 ? body : 'no', { status: what }));
  };
  return vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/.well-known/openid-configuration'))
      return answer(discovery, JSON.stringify(metadata), init?.signal);
    return answer(revocation, '', init?.signal);
  });
}

function ports(fetch: ReturnType<typeof service>, endSession: 'ends' | 'hangs' = 'ends') {
  const endSessionInFrame = vi.fn((_address: string, _state: string, signal: AbortSignal) =>
    endSession === 'ends'
      ? Promise.resolve()
      : new Promise<void>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('late'))),
        ),
  );
  return { fetch, endSessionInFrame, newState: () => 'state-1' } satisfies IdentitySignOutPorts;
}

describe('tellIdentityService', () => {
  it('should revoke both tokens and end the session with the id token as hint', async () => {
    const fetch = service();
    const sent = ports(fetch);
    expect(await tellIdentityService(tokens, settings, sent)).toEqual({ revoked: true, ended: true });
    const revocations = fetch.mock.calls.filter(([url]) => String(url) === metadata.revocation_endpoint);
    expect(revocations.map(([, init]) => String(init?.body))).toEqual([
      'token=access-1&token_type_hint=access_token&client_id=web',
      'token=refresh-1&token_type_hint=refresh_token&client_id=web',
    ]);
    const [address, state] = sent.endSessionInFrame.mock.calls[0]!;
    expect(state).toBe('state-1');
    expect(Object.fromEntries(new URL(address).searchParams)).toEqual({
      id_token_hint: 'id-1',
      post_logout_redirect_uri: settings.postLogoutRedirectUri,
      state: 'state-1',
    });
  });

  it('should count the revocation as failed on any answer but 200, and still end the session', async () => {
    expect(await tellIdentityService(tokens, settings, ports(service(500)))).toEqual({
      revoked: false,
      ended: true,
    });
  });

  it('should answer within the limit when the service is slow, both parts counted as not done', async () => {
    const started = Date.now();
    const outcome = await tellIdentityService(tokens, settings, ports(service('hang'), 'hangs'));
    expect(outcome).toEqual({ revoked: false, ended: false });
    expect(Date.now() - started).toBeLessThan(settings.limitMs + 150);
  });

  it('should count nothing as done when the service cannot be reached at all', async () => {
    const sent = ports(service(200, 'fail'));
    expect(await tellIdentityService(tokens, settings, sent)).toEqual({ revoked: false, ended: false });
    expect(sent.endSessionInFrame).not.toHaveBeenCalled();
  });

  it('should have nothing to revoke without tokens, and end the session naming the client', async () => {
    const fetch = service();
    const sent = ports(fetch);
    expect(await tellIdentityService({}, settings, sent)).toEqual({ revoked: true, ended: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    const address = new URL(sent.endSessionInFrame.mock.calls[0]![0]);
    expect(address.searchParams.get('client_id')).toBe('web');
    expect(address.searchParams.has('id_token_hint')).toBe(false);
  });
});

describe('endSessionAddress', () => {
  it('should keep the query the service put in its end-session address', () => {
    const address = endSessionAddress(`${authority}/session/end?ui=1`, {
      clientId: 'web',
      postLogoutRedirectUri: settings.postLogoutRedirectUri,
      state: 's',
    });
    expect(new URL(address).searchParams.get('ui')).toBe('1');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { buildTargetFrom } from '../../../src/config/buildTarget.ts';
import { articleIdFor } from '../../stand-ins/seed/shop.ts';
import { browserStorage } from '../support/sessionFakes.ts';

vi.mock('../../../src/config/site.ts', () => ({
  site: buildTargetFrom({ SITE_COUNTRY: 'se', SITE_ENVIRONMENT: 'production', SITE_VERSION: '1' }),
}));
// The silent sign-in (oidc-client-ts in a hidden frame): here it stores the renewed user.
vi.mock('../../../src/lib/session/controller.ts', () => ({ renewNow: vi.fn() }));

/**
 * The shop's signed-in calls as the article page makes them (islands/shop/account.ts): the
 * token they carry, and what a 401 does.
 */
let storedUser: typeof import('../../../src/lib/session/storedUser.ts');
let account: typeof import('../../../src/islands/shop/account.ts');
let renewNow: Mock;
let fetchMock: Mock;
const seconds = () => Math.round(Date.now() / 1000);
const articleId = articleIdFor('gift-card', 'se', 'Presentkort 300 kr');
const placed = { orderReference: 'GC-2026-100001', paymentToken: 'f'.repeat(32) };

function storeUser(token: string, expiresIn: number) {
  window.sessionStorage.setItem(
    storedUser.storedUserKey(),
    JSON.stringify({ access_token: token, expires_at: seconds() + expiresIn, profile: {} }),
  );
}

const reply = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The Authorization header of each call made. */
const sentTokens = () =>
  fetchMock.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers).get('Authorization'));

beforeEach(async () => {
  vi.stubGlobal('window', { sessionStorage: browserStorage() });
  fetchMock = vi.fn(async () => reply(200, placed));
  vi.stubGlobal('fetch', fetchMock);
  vi.resetModules();
  storedUser = await import('../../../src/lib/session/storedUser.ts');
  account = await import('../../../src/islands/shop/account.ts');
  renewNow = (await import('../../../src/lib/session/controller.ts')).renewNow as Mock;
  renewNow.mockReset();
  renewNow.mockImplementation(async () => storeUser('renewed', 300));
});
afterEach(() => vi.unstubAllGlobals());

const place = () =>
  account.accountApi('gift-card', 'buy', articleId).place({ childId: '', acceptTerms: true }, 'purchase-key');

describe('the token of the shop’s order calls', () => {
  it('should never send a token that expired 16 s earlier: it is renewed first', async () => {
    storeUser('expired', -16);
    await expect(place()).resolves.toEqual(placed);
    expect(sentTokens()).toEqual(['Bearer renewed']);
    expect(renewNow).toHaveBeenCalledTimes(1);
  });

  it('should renew a token that expires within a minute before sending the call', async () => {
    storeUser('expiring', 30);
    await place();
    expect(sentTokens()).toEqual(['Bearer renewed']);
  });

  it('should send a token with time left as it is, renewing nothing', async () => {
    storeUser('valid', 600);
    await place();
    expect(sentTokens()).toEqual(['Bearer valid']);
    expect(renewNow).not.toHaveBeenCalled();
  });

  it('should renew once after a 401 and send the call once more with the new token', async () => {
    storeUser('refused', 600);
    fetchMock.mockResolvedValueOnce(reply(401, { message: 'Unauthorized' }));
    await expect(place()).resolves.toEqual(placed);
    expect(sentTokens()).toEqual(['Bearer refused', 'Bearer renewed']);
    expect(renewNow).toHaveBeenCalledTimes(1);
  });

  it('should give the 401 to the page when the renewed token is refused too, renewing only once', async () => {
    storeUser('refused', 600);
    fetchMock.mockImplementation(async () => reply(401, { message: 'Unauthorized' }));
    await expect(place()).rejects.toMatchObject({ status: 401 });
    expect(sentTokens()).toEqual(['Bearer refused', 'Bearer renewed']);
    expect(renewNow).toHaveBeenCalledTimes(1);
  });

  it('should send no token when it has expired and cannot be renewed', async () => {
    storeUser('expired', -16);
    renewNow.mockRejectedValue(new Error('login_required'));
    fetchMock.mockImplementation(async () => reply(401, { message: 'Unauthorized' }));
    await expect(place()).rejects.toMatchObject({ status: 401 });
    expect(sentTokens()).toEqual([null]);
  });
});

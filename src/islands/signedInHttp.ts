import { site } from '../config/site.ts';
import type { HttpClient } from '../lib/api/httpClient.ts';
import { mainApiHttp } from '../lib/api/serviceHttp.ts';
import { fetchWithFreshToken, freshTokens, type FreshTokens } from '../lib/session/freshToken.ts';
import { readStoredUser } from '../lib/session/storedUser.ts';
import { $session } from '../stores/session.ts';

/** One per page: the article's summary and children, asked together, share one renewal. */
let tokens: FreshTokens | undefined;

/**
 * The main API as signed-in calls use it (the shop: every order, summary and redeem call, and
 * an order's status, tracking event and photo status; the e-mail confirmation's look at the
 * account): the parent's token, renewed before it expires and once after a 401 (lib/session/freshToken.ts). A 401 that still comes is the
 * sign-in having ended, which the pages say in their own words.
 */
export function signedInHttp(): HttpClient {
  tokens ??= freshTokens({
    read: () => {
      const user = readStoredUser();
      return user && { accessToken: user.access_token, expiresAt: user.expiresAt };
    },
    renew: async () => (await import('../lib/session/controller.ts')).renewNow($session),
  });
  return mainApiHttp(site.endpoints.mainApi, {
    // Never as a method of another object: browsers throw "Illegal invocation".
    fetch: fetchWithFreshToken(tokens, (input, init) => globalThis.fetch(input, init)),
  });
}

import type { Context } from 'hono';
import type { InteractionResults, Provider } from 'oidc-provider';
import { identityAuthorizeCallbackPath } from '../../../src/config/oidc.ts';
import type { StandInState } from '../seed/state.ts';
import type { IdentityApp, IdentityEnv } from './app.ts';
import { signedInAccountId } from './identityCookie.ts';
import { loginUrl } from './loginUrl.ts';
import { grantFor } from './provider.ts';

export interface InteractionOptions {
  provider: Provider;
  state: StandInState;
  issuer: string;
  mainApiAudience: string;
}

/**
 * The stand-in's interaction routes (devInteractions are off; it has no form of its own).
 * Login: a valid identity cookie finishes it with that account; without one the browser goes
 * to the sign-in page of the site that asked (loginUrl.ts), which signs in over REST and then
 * opens `returnUrl` on the authorize-callback path. Consent is answered at once: the
 * first-party client never needs to show it.
 */
export function addInteractionRoutes(
  app: IdentityApp,
  { provider, state, issuer, mainApiAudience }: InteractionOptions,
): void {
  const finish = async (c: Context<IdentityEnv>, result: InteractionResults) => {
    const location = await provider.interactionResult(c.env.incoming, c.env.outgoing, result, {
      mergeWithLastSubmission: false,
    });
    return c.redirect(location, 303);
  };

  app.get('/interaction/:uid', async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    if (details.prompt.name === 'login') {
      const accountId = await signedInAccountId(c);
      if (accountId !== undefined && state.accounts.has(accountId)) {
        return finish(c, { login: { accountId } });
      }
      return c.redirect(loginUrl(details.params, issuer), 303);
    }
    const accountId = details.session?.accountId ?? '';
    const grant = await grantFor(provider, accountId, String(details.params['client_id']), details.grantId, {
      scope: String(details.params['scope'] ?? 'openid'),
      audience: mainApiAudience,
    });
    return finish(c, { consent: { grantId: await grant.save() } });
  });

  /**
   * The `returnUrl` of the sign-in page: IdentityServer's path, carrying the authorization
   * request. It runs that request again at `/auth`, which now finds the session the REST
   * sign-in started and answers the site's callback (or, still without one, comes back to
   * the sign-in page). Stateless, so a returnUrl from another tab or an expired interaction
   * still works; the provider checks client, redirect_uri and PKCE as on any request.
   */
  app.get(identityAuthorizeCallbackPath, (c) => {
    const query = new URL(c.req.url).search;
    return c.redirect(`/auth${query}`, 303);
  });
}

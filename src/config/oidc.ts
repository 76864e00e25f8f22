import type { CountryEndpoints } from './environments.ts';

/**
 * Sign-in settings (spec §6): authorization code flow with PKCE, client `web`, scopes
 * openid profile offline_access, silent renew, session monitoring every 5 seconds, callback
 * pages under /profile/assets/oidc/, user and state in sessionStorage with the prefix `oidc_`.
 * The identity stand-in registers exactly these addresses (tests/stand-ins/identity).
 */
export const oidcScope = 'openid profile offline_access';
export const sessionCheckIntervalSeconds = 5;
/** How long before its expiry an access token is renewed silently (oidc-client-ts's default). */
export const renewSecondsBeforeExpiry = 60;
export const oidcStoragePrefix = 'oidc_';

/** The callback pages, built from src/pages/profile/assets/oidc/. */
export const oidcCallbackPaths = {
  signIn: '/profile/assets/oidc/signin-callback',
  silent: '/profile/assets/oidc/silent-callback',
  signOut: '/profile/assets/oidc/signout-callback',
} as const;

export interface OidcAddresses {
  authority: string;
  clientId: string;
  redirectUri: string;
  silentRedirectUri: string;
  postLogoutRedirectUri: string;
}

/** The addresses a country's site uses with its identity service. */
export function oidcAddressesFor(endpoints: CountryEndpoints): OidcAddresses {
  return {
    authority: endpoints.identityAuthority,
    clientId: endpoints.clientId,
    redirectUri: `${endpoints.host}${oidcCallbackPaths.signIn}`,
    silentRedirectUri: `${endpoints.host}${oidcCallbackPaths.silent}`,
    postLogoutRedirectUri: `${endpoints.host}${oidcCallbackPaths.signOut}`,
  };
}

/**
 * Where the identity service finishes an authorization after its sign-in (IdentityServer's
 * path): when `/authorize` finds no sign-in cookie it sends the browser to our sign-in page
 * with `returnUrl` = this path on the identity service plus the request's parameters, and our
 * page goes there once the parent has signed in. The only `returnUrl` our page follows
 * (lib/returnState/identityReturnUrl.ts); the identity stand-in serves it.
 */
export const identityAuthorizeCallbackPath = '/connect/authorize/callback';

/** The folder of the callback pages (their cache and framing rules differ, see _headers). */
export const oidcCallbackPrefix = '/profile/assets/oidc/';

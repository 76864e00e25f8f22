import { oidcAddressesFor, oidcScope } from '../../../src/config/oidc.ts';
import { countryCodes, developmentEndpoints } from '../shared/origins.ts';

/**
 * The one OIDC client of the product (spec §6: client `web`, authorization code with PKCE,
 * scopes openid profile offline_access), registered with the addresses of all five
 * development sites exactly as src/config/oidc.ts derives them: sign-in, silent-renew and
 * sign-out callbacks under `{host}/profile/assets/oidc/`. The only post-logout address is the
 * sign-out callback: the silent sign-out (end-session in a hidden iframe) returns there too.
 */
export function webClient() {
  const addresses = countryCodes.map((code) => oidcAddressesFor(developmentEndpoints[code]));
  return {
    client_id: developmentEndpoints.se.clientId,
    client_name: 'Play Centre profile (development)',
    application_type: 'web',
    // A browser app cannot keep a secret: PKCE protects the code instead.
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: oidcScope,
    redirect_uris: addresses.flatMap((address) => [address.redirectUri, address.silentRedirectUri]),
    post_logout_redirect_uris: addresses.map((address) => address.postLogoutRedirectUri),
  };
}

import type { CountryEndpoints } from '../../config/environments.ts';
import { identityAuthorizeCallbackPath } from '../../config/oidc.ts';
import { allowedUrl, exactAddress } from './safeUrl.ts';

/**
 * The `returnUrl` the identity service gave our sign-in page, when it may be followed: an
 * absolute address on this country and environment's identity service, exactly on its
 * authorize-callback path (any query, which is the authorization request it resumes). Judged
 * by the one rule for outside addresses (`allowedUrl`); relative addresses, other hosts,
 * ports and paths (`…/callbackx`, `…/callback/../x`) give undefined. Navigate to the returned
 * URL's `href`, never to the raw text.
 */
export function identityReturnUrl(candidate: unknown, endpoints: CountryEndpoints): URL | undefined {
  const authority = endpoints.identityAuthority.replace(/\/+$/, '');
  return allowedUrl(candidate, [exactAddress(`${authority}${identityAuthorizeCallbackPath}`)]);
}

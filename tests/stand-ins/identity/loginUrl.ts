import { identityAuthorizeCallbackPath } from '../../../src/config/oidc.ts';
import { pagePath } from '../../../src/config/routes.ts';
import { countryOfSite, homeCountryOf, languageOfTag, languageOn, siteAddress } from '../shared/sites.ts';

/**
 * IdentityServer's "LoginUrl", which the real service points at the sites: where `/authorize`
 * sends a browser that has no sign-in cookie. The site is the one the client came from (the
 * country of its redirect_uri), else the home country of the first `ui_locales` language,
 * else Sweden; its language the first of `ui_locales` it speaks, else its own.
 *
 * `returnUrl` is absolute, on the authorize-callback path, and carries the authorization
 * request's parameters (IdentityServer's shape) without `prompt`: after signing in, a
 * `prompt=login` must not ask again. `intent`, `origin` (the product sends them to /authorize)
 * and `login_hint` (as `email`) come along when the request had them.
 */
export function loginUrl(params: Record<string, unknown>, issuer: string): string {
  const uiLocales = typeof params['ui_locales'] === 'string' ? params['ui_locales'].split(' ') : [];
  const country =
    countryOfSite(params['redirect_uri']) ??
    uiLocales.map((tag) => homeCountryOf(languageOfTag(tag))).find((code) => code !== undefined) ??
    'se';
  const language = languageOn(country, uiLocales);
  const request = Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string] => entry[0] !== 'prompt' && typeof entry[1] === 'string',
    ),
  );
  const returnUrl = `${issuer.replace(/\/+$/, '')}${identityAuthorizeCallbackPath}?${new URLSearchParams(request)}`;
  const carried = { intent: params['intent'], origin: params['origin'], email: params['login_hint'] };
  return siteAddress(country, pagePath('signIn', language), {
    returnUrl,
    ...Object.fromEntries(
      Object.entries(carried).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
  });
}

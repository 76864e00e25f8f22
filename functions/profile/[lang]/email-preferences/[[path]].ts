import type { FunctionEnv } from '../../../../src/config/cloudflare.ts';
import { errorResponse, redirectResponse, siteContext } from '../../../../src/lib/edge/functionContext.ts';
import { resolveEmailPreferences } from '../../../../redirects/emailPreferences.ts';

/**
 * Old e-mail-preferences links: the target depends on the `userId` query parameter, which
 * `_redirects` cannot read. Runs for /profile/{lang}/email-preferences and anything below it
 * (see `_routes.json`).
 */
export const onRequest = (context: { request: Request; env: Partial<FunctionEnv> }): Response => {
  const site = siteContext(context.env);
  if (!site)
    return errorResponse(500, 'Site misconfigured: COUNTRY and ENVIRONMENT must be set for this project.');
  const redirect = resolveEmailPreferences(new URL(context.request.url), site.country, site.endpoints);
  return redirectResponse(redirect.location, redirect.status);
};

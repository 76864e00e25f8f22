import type { FunctionEnv } from '../../../../src/config/cloudflare.ts';
import {
  errorResponse,
  functionLogger,
  redirectResponse,
  siteContext,
} from '../../../../src/lib/edge/functionContext.ts';
import { resolveEmailPreferences } from '../../../../redirects/emailPreferences.ts';

/**
 * Old e-mail-preferences links: the target depends on the `userId` query parameter, which
 * `_redirects` cannot read. Runs for /profile/{lang}/email-preferences and anything below it
 * (see `_routes.json`).
 */
export const onRequest = (context: { request: Request; env: Partial<FunctionEnv> }): Response => {
  const site = siteContext(context.env);
  if (!site) {
    const message = 'Site misconfigured: COUNTRY and ENVIRONMENT must be set for this project.';
    functionLogger(context.env).error(message, {
      COUNTRY: context.env.COUNTRY ?? null,
      ENVIRONMENT: context.env.ENVIRONMENT ?? null,
    });
    return errorResponse(500, message);
  }
  const redirect = resolveEmailPreferences(new URL(context.request.url), site.country, site.endpoints);
  return redirectResponse(redirect.location, redirect.status);
};

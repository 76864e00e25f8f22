import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { errorBody } from '../shared/errorBody.ts';
import { siteOrigins } from '../shared/origins.ts';

/**
 * What guards the REST API besides the cookie, as the real service must guard it: the sites
 * call it with credentialed fetch from their own origins, so
 * - a request that names any other `Origin` is refused (403) before anything happens: no
 *   other site can sign a browser in, spend a reset code or probe accounts with its cookies;
 *   requests without one (servers: the e-mail-confirmation Function) pass;
 * - a POST body must be JSON (else 415): a cross-site HTML form can only send form or text
 *   bodies, and JSON needs a preflight, which only the five sites pass;
 * - CORS names exactly the calling site (never `*`, which credentials forbid anyway), allows
 *   credentials, varies by Origin, answers preflights, and lets the page read `Retry-After`
 *   (not a header a cross-origin page may read unless exposed), so a 429 can say how long.
 */
export const siteOriginsOnly: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header('origin');
  if (origin !== undefined && !siteOrigins.includes(origin)) {
    return c.json(
      errorBody('OriginNotAllowed', `Requests from ${origin} are not allowed.`, {
        exceptionType: 'ForbiddenException',
        status: 403,
      }),
      403,
    );
  }
  return next();
};

function hasBody(headers: { header(name: string): string | undefined }): boolean {
  const length = headers.header('content-length');
  return (length !== undefined && length !== '0') || headers.header('transfer-encoding') !== undefined;
}

export const jsonBodiesOnly: MiddlewareHandler = async (c, next) => {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (c.req.method === 'POST' && hasBody(c.req) && type !== 'application/json') {
    return c.json(
      errorBody('UnsupportedMediaType', 'Send the body as application/json.', { status: 415 }),
      415,
    );
  }
  return next();
};

export const siteCors: MiddlewareHandler = cors({
  origin: (origin) => (siteOrigins.includes(origin) ? origin : null),
  credentials: true,
  allowHeaders: ['Content-Type', 'Accept'],
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  exposeHeaders: ['Retry-After'],
  maxAge: 600,
});

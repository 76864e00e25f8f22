import { getRequestListener } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import type { RequestListener } from 'node:http';
import { Hono } from 'hono';
import { identityAuthorizeCallbackPath } from '../../../src/config/oidc.ts';
import type { StandInState } from '../seed/state.ts';
import { errorBody } from '../shared/errorBody.ts';
import { jsonBodiesOnly, siteCors, siteOriginsOnly } from './apiGuards.ts';
import type { IdentityEnv } from './app.ts';
import { checkSessionPage, checkSessionPath } from './checkSessionPage.ts';
import { addInteractionRoutes } from './interactions.ts';
import { homePage } from './pages.ts';
import { LoginAttempts } from './loginAttempts.ts';
import { createProvider } from './provider.ts';
import { addControlRoutes, addRestRoutes } from './restApi.ts';
import { addTokenTtlRoutes, TokenLifetimes } from './tokenLifetimes.ts';
import { webClient } from './webClient.ts';
import { escapeHtml, page } from '../shared/html.ts';

export interface IdentityStandInOptions {
  issuer: string;
  mainApiAudience: string;
  state: StandInState;
  log: (line: string) => void;
}

/**
 * Paths the stand-in serves itself; everything else is the OIDC provider's (discovery, /auth,
 * /token, /jwks, /me, /session/end …). Add a prefix here with its route below to give the
 * identity stand-in another endpoint, as OIDC Session Management's check_session_iframe is.
 */
export const ownPathPrefixes: readonly string[] = [
  '/api/',
  '/interaction/',
  '/__control/',
  checkSessionPath,
  identityAuthorizeCallbackPath,
];

function isOwnPath(url: string | undefined): boolean {
  const path = new URL(url ?? '/', 'http://stand-in').pathname;
  return path === '/' || ownPathPrefixes.some((prefix) => path.startsWith(prefix));
}

/**
 * The identity service stand-in: node-oidc-provider as the OpenID provider, plus the REST
 * calls of spec §7, on one origin like the real service. It has no sign-in form: like the
 * real service it hands its login screen to the sites' own sign-in page (interactions.ts).
 */
export function createIdentityStandIn({ issuer, mainApiAudience, state, log }: IdentityStandInOptions) {
  const lifetimes = new TokenLifetimes();
  const cookieKeys = [randomBytes(32).toString('hex')];
  const attempts = new LoginAttempts();
  const provider = createProvider({ issuer, state, mainApiAudience, lifetimes, cookieKeys });
  const app = new Hono<IdentityEnv>();
  // Interactions only redirect, but are never framed either, as a real login flow (clickjacking).
  app.use('/interaction/*', async (c, next) => {
    c.header('Content-Security-Policy', "frame-ancestors 'none'");
    await next();
  });
  app.use('/api/*', siteOriginsOnly, siteCors, jsonBodiesOnly);
  app.get('/', (c) => c.html(homePage(issuer)));
  const checkSession = checkSessionPage([webClient()]);
  app.get(checkSessionPath, (c) => {
    c.header('Content-Security-Policy', checkSession.policy);
    c.header('Cache-Control', 'no-cache');
    return c.html(checkSession.html);
  });
  addRestRoutes(app, { state, log, provider, cookieKeys, attempts });
  addControlRoutes(app, { state, log, attempts });
  addTokenTtlRoutes(app, lifetimes, state);
  addInteractionRoutes(app, { provider, state, issuer, mainApiAudience });
  app.notFound((c) =>
    c.json(errorBody('NotFound', `No route for ${c.req.method} ${c.req.path}.`, { status: 404 }), 404),
  );
  app.onError((error, c) => {
    // An interaction whose cookie expired or belongs to another browser: say what to do.
    if (error.name === 'SessionNotFound') {
      return c.html(
        page(
          'en',
          'Sign-in expired',
          `<h1>This sign-in has expired</h1><p>${escapeHtml('Go back to the site and sign in again.')}</p>`,
        ),
        400,
      );
    }
    console.error('[identity]', error);
    return c.json(errorBody('ServerError', error.message, { exceptionType: error.name, status: 500 }), 500);
  });

  const honoListener = getRequestListener(app.fetch, { overrideGlobalObjects: false });
  const providerListener = provider.callback();
  const listener: RequestListener = (req, res) => {
    void (isOwnPath(req.url) ? honoListener(req, res) : providerListener(req, res));
  };
  return { listener, provider, app, lifetimes };
}

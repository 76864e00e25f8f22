import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { StandInState } from '../seed/state.ts';
import { errorBody } from '../shared/errorBody.ts';
import { siteOrigins } from '../shared/origins.ts';
import type { MainApiEnv, RouteOptions } from './app.ts';
import { authMiddleware } from './auth.ts';
import { createTokenVerifier } from './bearer.ts';
import { addChildClassRoutes } from './childClasses.ts';
import { addLiveDataRoutes } from './liveData.ts';
import { addLocationRoutes } from './locations.ts';
import { addMediaRoutes } from './media.ts';
import { addNoticeRoutes } from './notices.ts';
import { addOpeningHoursRoutes } from './openingHours.ts';
import { addPasswordOptionRoutes } from './passwordOptions.ts';
import { addShopRoutes } from './shop.ts';
import { addUserGatheringRoutes } from './userGathering.ts';
import { addUserRoutes } from './users.ts';

export interface MainApiStandInOptions {
  state: StandInState;
  /** The identity stand-in's issuer, whose JWKS signs the access tokens. */
  issuer: string;
  /** This API's own origin, the `aud` its access tokens must carry. */
  audience: string;
  /** CA to trust for the issuer's https (the local certificate). */
  ca: string;
  log: (line: string) => void;
}

/** The main API stand-in (Hono): every call of spec §7 the product uses, over the shared seed. */
export function createMainApiStandIn({ state, issuer, audience, ca, log }: MainApiStandInOptions) {
  const app = new Hono<MainApiEnv>();
  app.use(
    '*',
    cors({
      origin: (origin) => (siteOrigins.includes(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  const auth = authMiddleware(state, createTokenVerifier({ issuer, audience, ca }));
  const options: RouteOptions = { state, log };
  addShopRoutes(app, options, auth);
  addChildClassRoutes(app, options);
  addNoticeRoutes(app, options);
  addOpeningHoursRoutes(app, options);
  addLocationRoutes(app, options, auth);
  addMediaRoutes(app, options);
  addLiveDataRoutes(app, options);
  addUserRoutes(app, options, auth);
  addPasswordOptionRoutes(app, options);
  addUserGatheringRoutes(app, options, auth);
  app.get('/', (c) => c.json({ service: 'main API stand-in', docs: 'tests/stand-ins/README.md' }));
  app.notFound((c) =>
    c.json(errorBody('NotFound', `No route for ${c.req.method} ${c.req.path}.`, { status: 404 }), 404),
  );
  app.onError((error, c) => {
    console.error('[main-api]', error);
    return c.json(errorBody('ServerError', error.message, { exceptionType: error.name, status: 500 }), 500);
  });
  return { app, listener: getRequestListener(app.fetch, { overrideGlobalObjects: false }) };
}

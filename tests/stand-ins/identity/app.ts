import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';

/**
 * The identity stand-in's own routes run on Hono next to the OIDC provider (see server.ts).
 * Handlers get the raw Node request and response as `c.env.incoming` / `c.env.outgoing`,
 * which the provider's interaction API needs.
 */
export type IdentityEnv = { Bindings: HttpBindings };
export type IdentityApp = Hono<IdentityEnv>;

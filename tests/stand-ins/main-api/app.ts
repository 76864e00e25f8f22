import type { Context, Hono } from 'hono';
import type { StandInAccount, StandInState } from '../seed/state.ts';
import type { Refusal } from '../shared/accountActions.ts';
import { notFoundBody } from '../shared/errorBody.ts';

/** What the auth middleware leaves for the route handlers. */
export type MainApiEnv = {
  Variables: {
    /** The signed-in account; set by requireUser. */
    account: StandInAccount | undefined;
    roles: string[];
  };
};

export type MainApiApp = Hono<MainApiEnv>;
export type MainApiContext = Context<MainApiEnv>;

/** What every route module gets. */
export interface RouteOptions {
  state: StandInState;
  log: (line: string) => void;
}

/** A refusal as a reply. */
export function refuse(c: MainApiContext, refusal: Refusal) {
  return c.json(refusal.body, refusal.status);
}

export function notFound(c: MainApiContext, what: string, id: string) {
  return c.json(notFoundBody(what, id), 404);
}

/** The signed-in account; only called behind requireUser, which guarantees it. */
export function accountOf(c: MainApiContext): StandInAccount {
  const account = c.get('account');
  if (!account) throw new Error('accountOf used on a route without requireUser');
  return account;
}

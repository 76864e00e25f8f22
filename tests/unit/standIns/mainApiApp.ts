import { StandInState } from '../../stand-ins/seed/state.ts';
import { createMainApiStandIn } from '../../stand-ins/main-api/server.ts';
import { standInUrls } from '../../stand-ins/shared/origins.ts';

/**
 * The main API stand-in in this process, over a fresh seed, listening nowhere: tests call
 * `app.request(path)`. Its token verifier fetches keys only for a bearer token, which these
 * tests never send.
 */
export function mainApiInProcess(state = new StandInState()) {
  const { app } = createMainApiStandIn({
    state,
    issuer: standInUrls.identity,
    audience: standInUrls.mainApi,
    ca: '',
    log: () => undefined,
  });
  return { app, state };
}

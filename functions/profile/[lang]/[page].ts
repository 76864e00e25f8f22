import { redirectResponse } from '../../../src/lib/edge/functionContext.ts';

/**
 * A form of ours submitted without scripts (sign-in, reset, registration; their paths only,
 * `_routes.json` from redirects/functionRoutes.ts): its islands handle a submit in the browser,
 * so the browser posted the form itself. Nothing is read or kept: 303 back to the same address,
 * whose `<noscript>` says the page needs scripts, instead of the 405 a static page would give.
 * Every other method goes on to the static page.
 */
export const onRequestPost = (context: { request: Request }): Response =>
  redirectResponse(context.request.url, 303);

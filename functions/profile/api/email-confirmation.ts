import type { FunctionEnv } from '../../../src/config/cloudflare.ts';
import { handleEmailConfirmation } from '../../../src/lib/edge/emailConfirmationFunction.ts';

/**
 * `POST /profile/api/email-confirmation` `{ userId, code }` from the e-mail-confirmation page:
 * confirms the address at the identity service and answers `{ outcome }`. Every other method
 * answers 405, so nothing that merely fetches a URL can use up a code. Logic and contract:
 * src/lib/edge/emailConfirmationFunction.ts and src/lib/emailConfirmation/.
 */
export const onRequest = (context: { request: Request; env: Partial<FunctionEnv> }): Promise<Response> =>
  handleEmailConfirmation(context.request, context.env);

import type { FunctionEnv } from '../../../src/config/cloudflare.ts';
import { handleCspReport } from '../../../src/lib/edge/cspReportFunction.ts';

/**
 * `POST /profile/api/csp-report`: the browsers' reports of what a page's Content-Security-
 * Policy refused, logged for the engineer on call. Logic and bounds: src/lib/edge/cspReport*.ts.
 */
export const onRequest = (context: { request: Request; env: Partial<FunctionEnv> }): Promise<Response> =>
  handleCspReport(context.request, context.env);

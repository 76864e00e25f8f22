import type { FunctionEnv } from '../../config/cloudflare.ts';
import type { LogSink } from '../log/logger.ts';
import { readBoundedText } from './boundedBody.ts';
import {
  cspReportLimits,
  cspReportMediaTypes,
  cspViolationsFrom,
  isAboutSite,
  reportWindow,
} from './cspReport.ts';
import { errorResponse, functionLogger, siteContext } from './functionContext.ts';
import { functionSecurityHeaders } from './securityHeaders.ts';

/** Reports one isolate logs a minute; the rest are counted once and dropped. */
export const cspReportsPerMinute = 30;

/** The state one isolate keeps between requests: its report window. */
const isolateWindow = reportWindow(cspReportsPerMinute);

function answer(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, {
    status,
    headers: { ...functionSecurityHeaders(), 'Cache-Control': 'no-store', ...headers },
  });
}

export interface CspReportOptions {
  now?: number;
  window?: ReturnType<typeof reportWindow>;
  sink?: LogSink;
}

/**
 * `POST /profile/api/csp-report`: logs, at error level (production logs errors only), each
 * violation a browser reports about one of this site's pages, so an engineer on call sees a
 * page the policy broke before parents report it (`wrangler pages deployment tail`, Workers
 * Logs). Bounded: 8 KB a body, ten reports in it, thirty reports a minute per isolate.
 * What is read and logged, and what not: cspReport.ts.
 */
export async function handleCspReport(
  request: Request,
  env: Partial<FunctionEnv>,
  { now = Date.now(), window = isolateWindow, sink = console }: CspReportOptions = {},
): Promise<Response> {
  if (request.method !== 'POST') {
    const response = errorResponse(405, 'Method not allowed: browsers post violation reports here.');
    response.headers.set('Allow', 'POST');
    return response;
  }
  const log = functionLogger(env, sink);
  const site = siteContext(env);
  if (!site) {
    log.error('csp report: project misconfigured', { COUNTRY: env.COUNTRY, ENVIRONMENT: env.ENVIRONMENT });
    return errorResponse(500, 'Site misconfigured: COUNTRY and ENVIRONMENT must be set for this project.');
  }
  const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!cspReportMediaTypes.includes(mediaType)) return answer(415);
  const body = await readBoundedText(request, cspReportLimits.maxBodyBytes);
  if (body === undefined) return answer(413);
  const violations = cspViolationsFrom(body).filter((violation) =>
    isAboutSite(violation, site.endpoints.host),
  );
  if (violations.length === 0) return answer(400);
  for (const violation of violations) {
    const { admitted, firstRefused } = window.admit(now);
    if (admitted) log.error(JSON.stringify({ message: 'csp violation', ...violation }));
    else if (firstRefused)
      log.error(`csp violation: more than ${window.limit} reports this minute; the rest are not logged`);
  }
  return answer(204);
}

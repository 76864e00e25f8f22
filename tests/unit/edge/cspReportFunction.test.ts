import { describe, expect, it } from 'vitest';
import { endpointsFor } from '../../../src/config/environments.ts';
import { reportWindow } from '../../../src/lib/edge/cspReport.ts';
import { cspReportsPerMinute, handleCspReport } from '../../../src/lib/edge/cspReportFunction.ts';
import type { LogSink } from '../../../src/lib/log/logger.ts';

const env = { COUNTRY: 'fi', ENVIRONMENT: 'production' };
const host = endpointsFor('production', 'fi').host;

function report(page = `${host}/profile/fi/virhe`) {
  return JSON.stringify({
    'csp-report': {
      'document-uri': page,
      'effective-directive': 'require-trusted-types-for',
      'blocked-uri': 'trusted-types-sink',
      'script-sample': 'Element innerHTML|<b>hi</b>',
    },
  });
}

const post = (body: string, contentType = 'application/csp-report') =>
  new Request(`${host}/profile/api/csp-report`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': contentType },
  });

/** The Function with a log of its own and a fresh window, as one new isolate. */
function isolate(limit = cspReportsPerMinute) {
  const lines: string[] = [];
  const sink: LogSink = {
    debug: () => {},
    info: () => {},
    warn: () => {},
    error: (message: string) => lines.push(message),
  };
  const window = reportWindow(limit);
  const handle = (request: Request, now = 0) => handleCspReport(request, env, { now, window, sink });
  return { lines, handle };
}

describe('handleCspReport', () => {
  it('should log a report about one of our pages as one line of JSON at error level, and answer 204', async () => {
    const { lines, handle } = isolate();
    const response = await handle(post(report()));
    expect(response.status).toBe(204);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      {
        message: 'csp violation',
        page: `${host}/profile/fi/virhe`,
        directive: 'require-trusted-types-for',
        blocked: 'trusted-types-sink',
        disposition: 'enforce',
        sink: 'Element innerHTML',
      },
    ]);
  });

  it('should take the Reporting API format too', async () => {
    const { lines, handle } = isolate();
    const body = JSON.stringify([
      {
        type: 'csp-violation',
        body: {
          documentURL: `${host}/profile/fi/virhe`,
          effectiveDirective: 'img-src',
          blockedURL: 'https://x.example/a.png',
        },
      },
    ]);
    expect((await handle(post(body, 'application/reports+json'))).status).toBe(204);
    expect(lines).toHaveLength(1);
  });

  it('should refuse other methods, media types, long bodies, reports about other sites, and junk, logging none', async () => {
    const { lines, handle } = isolate();
    const get = await handle(new Request(`${host}/profile/api/csp-report`));
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
    expect((await handle(post(report(), 'text/plain'))).status).toBe(415);
    expect((await handle(post(report() + ' '.repeat(9000)))).status).toBe(413);
    expect((await handle(post(report('https://evil.example/profile/fi/virhe')))).status).toBe(400);
    expect((await handle(post('{"csp-report":'))).status).toBe(400);
    expect(lines).toEqual([]);
  });

  it('should log at most the limit a minute, say once that it stopped, and log again the next minute', async () => {
    const { lines, handle } = isolate(2);
    const statuses = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await handle(post(report()), n)).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204]);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/more than 2 reports this minute/);
    await handle(post(report()), 60_000);
    expect(lines).toHaveLength(4);
  });

  it('should answer 500 and say so when the project lacks its variables', async () => {
    const lines: unknown[] = [];
    const sink = { debug() {}, info() {}, warn() {}, error: (...args: unknown[]) => lines.push(args) };
    const response = await handleCspReport(post(report()), {}, { sink });
    expect(response.status).toBe(500);
    expect(lines).toHaveLength(1);
  });
});

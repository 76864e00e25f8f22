import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverLogPath } from '../../scripts/lib/processes.ts';
import { get } from './helpers.ts';

/**
 * The violation-report Function on wrangler pages dev: what a browser posts is logged, one
 * line of JSON on the site's log (which scripts/lib/processes.ts also writes to .logs/), and
 * nothing else is. The reading itself is unit-tested (tests/unit/edge/cspReport*.test.ts).
 */
const host = 'https://localhost:8782';
const logged = () => readFileSync(serverLogPath('site no'), 'utf8');

function post(body: BodyInit, contentType = 'application/csp-report', init: RequestInit = {}) {
  return get('no', '/profile/api/csp-report', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
    ...init,
  });
}

/** A report of a refused `innerHTML` on a page of this test's own, so its log line is known. */
function report(page: string) {
  return JSON.stringify({
    'csp-report': {
      'document-uri': `${host}${page}?email=anna%40example.se`,
      'effective-directive': 'require-trusted-types-for',
      'blocked-uri': 'trusted-types-sink',
      'script-sample': 'Element innerHTML|<p>anna@example.se</p>',
      disposition: 'enforce',
    },
  });
}

async function eventually(check: () => boolean): Promise<boolean> {
  for (let tries = 0; tries < 40 && !check(); tries += 1) await new Promise((r) => setTimeout(r, 100));
  return check();
}

describe('POST /profile/api/csp-report', () => {
  it('should log a violation on one line, without the address query or the sample, and answer 204', async () => {
    const page = `/profile/nb/edge-test-${Date.now()}`;
    const response = await post(report(page));
    expect(response.status).toBe(204);
    expect(await eventually(() => logged().includes(page))).toBe(true);
    const line = logged()
      .split('\n')
      .find((text) => text.includes(page))!;
    const json = JSON.parse(line.slice(line.indexOf('{')));
    expect(json).toEqual({
      message: 'csp violation',
      page: `${host}${page}`,
      directive: 'require-trusted-types-for',
      blocked: 'trusted-types-sink',
      disposition: 'enforce',
      sink: 'Element innerHTML',
    });
    expect(line).not.toContain('anna');
  });

  it('should refuse a long body, also one that declares no length, and a report of another site', async () => {
    const long = report('/profile/nb/long') + ' '.repeat(9000);
    expect((await post(long)).status).toBe(413);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let n = 0; n < 10; n += 1) controller.enqueue(new TextEncoder().encode(' '.repeat(1000)));
        controller.close();
      },
    });
    expect((await post(chunked, 'application/csp-report', { duplex: 'half' } as RequestInit)).status).toBe(
      413,
    );
    const foreign = report('/x').replace(host, 'https://evil.example');
    expect((await post(foreign)).status).toBe(400);
    expect((await post(report('/x'), 'text/plain')).status).toBe(415);
    expect(logged()).not.toContain('evil.example');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBoundedText } from '../../../src/lib/edge/boundedBody.ts';
import {
  cspReportLimits,
  cspViolationsFrom,
  isAboutSite,
  loggableAddress,
  reportWindow,
} from '../../../src/lib/edge/cspReport.ts';

const site = 'https://www.playcentre.se';

/** What Chromium posts for a refused `innerHTML` (report-uri format), with a parent's data in it. */
const chromiumReport = {
  'csp-report': {
    'document-uri': `${site}/profile/sv/boka-barnklass?email=anna%40example.se#child=Liv`,
    referrer: `${site}/profile/sv/lekland?name=Anna`,
    'violated-directive': 'require-trusted-types-for',
    'effective-directive': 'require-trusted-types-for',
    'original-policy': "default-src 'self'; require-trusted-types-for 'script'",
    disposition: 'enforce',
    'blocked-uri': 'trusted-types-sink',
    'line-number': 12,
    'column-number': 7,
    'source-file': `${site}/_astro/booking.Ab12.js?token=secret`,
    'status-code': 200,
    'script-sample': 'Element innerHTML|<p>Liv, severe peanut allergy</p>',
  },
};

describe('cspViolationsFrom', () => {
  it('should read a report-uri report, keeping no query, fragment or typed text', () => {
    const violations = cspViolationsFrom(JSON.stringify(chromiumReport));
    expect(violations).toEqual([
      {
        page: `${site}/profile/sv/boka-barnklass`,
        directive: 'require-trusted-types-for',
        blocked: 'trusted-types-sink',
        disposition: 'enforce',
        source: `${site}/_astro/booking.Ab12.js`,
        line: 12,
        column: 7,
        sink: 'Element innerHTML',
      },
    ]);
    const logged = JSON.stringify(violations);
    for (const personal of ['anna', 'Anna', 'Liv', 'peanut', 'secret', 'referrer', 'original-policy'])
      expect(logged).not.toContain(personal);
  });

  it('should read the Reporting API format, at most ten reports a body, and skip other report types', () => {
    const report = (n: number) => ({
      type: 'csp-violation',
      url: `${site}/profile/sv/fel`,
      body: {
        documentURL: `${site}/profile/sv/fel?n=${n}`,
        effectiveDirective: 'script-src-elem',
        blockedURL: 'inline',
        disposition: 'report',
        sourceFile: `${site}/profile/sv/fel`,
        lineNumber: n,
        columnNumber: 1,
        sample: 'alert(document.cookie)',
      },
    });
    const body = [{ type: 'deprecation', body: {} }, ...Array.from({ length: 14 }, (_, n) => report(n))];
    const violations = cspViolationsFrom(JSON.stringify(body));
    expect(violations).toHaveLength(cspReportLimits.maxReportsPerBody - 1);
    expect(violations[0]).toEqual({
      page: `${site}/profile/sv/fel`,
      directive: 'script-src-elem',
      blocked: 'inline',
      disposition: 'report',
      source: `${site}/profile/sv/fel`,
      line: 0,
      column: 1,
    });
  });

  it('should take the violated directive where a browser names no effective one, and name a Trusted Types policy', () => {
    const [violation] = cspViolationsFrom(
      JSON.stringify({
        'csp-report': {
          'document-uri': `${site}/profile/sv/fel`,
          'violated-directive': 'trusted-types',
          'blocked-uri': 'trusted-types-policy',
          'script-sample': 'dompurify',
        },
      }),
    );
    expect(violation).toEqual({
      page: `${site}/profile/sv/fel`,
      directive: 'trusted-types',
      blocked: 'trusted-types-policy',
      disposition: 'enforce',
      sink: 'dompurify',
    });
  });

  it('should read nothing from what is no report', () => {
    for (const body of [
      '',
      'null',
      '[]',
      '{}',
      '"csp-report"',
      '{"csp-report":[]}',
      '{"csp-report":{}}',
      '<html>',
    ])
      expect(cspViolationsFrom(body), body).toEqual([]);
  });

  it('should never throw, and bound every field it keeps, whatever the body', () => {
    const anyReport = fc.oneof(
      fc.json(),
      fc
        .record({ 'csp-report': fc.dictionary(fc.string(), fc.jsonValue()) })
        .map((value) => JSON.stringify(value)),
      fc
        .array(
          fc.record({ type: fc.constant('csp-violation'), body: fc.dictionary(fc.string(), fc.jsonValue()) }),
        )
        .map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(anyReport, (body) => {
        for (const violation of cspViolationsFrom(body)) {
          for (const value of Object.values(violation))
            if (typeof value === 'string')
              expect(value.length).toBeLessThanOrEqual(cspReportLimits.maxFieldLength);
          expect(violation.page).not.toMatch(/[?#]/);
        }
      }),
    );
  });
});

describe('loggableAddress', () => {
  it('should keep origin and path of a web address, the scheme of others, and keywords', () => {
    expect(loggableAddress('https://example.com/a/b?c=d#e')).toBe('https://example.com/a/b');
    expect(loggableAddress('data:text/html,<p>anna@example.se</p>')).toBe('data:');
    expect(loggableAddress('blob:https://example.com/1234')).toBe('blob:');
    expect(loggableAddress('inline')).toBe('inline');
    expect(loggableAddress('not a url ?email=a@b')).toBe('(unreadable)');
  });
});

describe('isAboutSite', () => {
  it("should accept this site's pages only", () => {
    const violation = (page: string) => ({
      page,
      directive: 'img-src',
      blocked: 'inline',
      disposition: 'enforce',
    });
    expect(isAboutSite(violation(`${site}/profile/sv/fel`), site)).toBe(true);
    expect(isAboutSite(violation(site), site)).toBe(true);
    expect(isAboutSite(violation(`${site}.evil.example/profile`), site)).toBe(false);
    expect(isAboutSite(violation('https://evil.example/profile'), site)).toBe(false);
  });
});

describe('reportWindow', () => {
  it('should admit the limit in a minute, say once that it refuses, and admit again the next minute', () => {
    const window = reportWindow(3);
    const at = (now: number) => window.admit(now);
    expect([at(0), at(10), at(20)].every((step) => step.admitted)).toBe(true);
    expect(at(30)).toEqual({ admitted: false, firstRefused: true });
    expect(at(40)).toEqual({ admitted: false, firstRefused: false });
    expect(at(60_000)).toEqual({ admitted: true, firstRefused: false });
  });
});

describe('readBoundedText', () => {
  const streamOf = (chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('https://example.com/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

  it('should read a body within the bound, whole, multi-byte characters included', async () => {
    expect(await readBoundedText(post('åäö ok'), 9)).toBe('åäö ok');
    expect(await readBoundedText(post('åäö ok'), 8)).toBeUndefined();
    expect(await readBoundedText(post(streamOf(['å', 'ä'])), 4)).toBe('åä');
  });

  it('should refuse a body that declares or turns out to be longer, without reading it all', async () => {
    expect(await readBoundedText(post('x', { 'Content-Length': '9000' }), 8192)).toBeUndefined();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    expect(await readBoundedText(post(endless), 8192)).toBeUndefined();
    expect(pulled).toBeLessThan(20);
  });
});

/**
 * Reading the violation reports browsers send when a page's Content-Security-Policy refuses
 * something (`report-uri`, see securityHeaders.ts). Pure: the Function (cspReportFunction.ts)
 * reads the body and logs what this returns.
 *
 * A report is written by the browser but sent by anyone who wants to, so nothing in it is
 * trusted: only known fields are read, each cut short, and addresses lose their query and
 * fragment (where a parent's data could be). Samples of blocked code are dropped, but for the
 * name of the Trusted Types sink, which says where the page went wrong and holds nothing typed.
 */

/** Bounds on what one body may make us read and log. */
export const cspReportLimits = {
  maxBodyBytes: 8192,
  maxReportsPerBody: 10,
  maxFieldLength: 200,
} as const;

/** The media types browsers send reports as: `report-uri` and the Reporting API. */
export const cspReportMediaTypes = ['application/csp-report', 'application/reports+json', 'application/json'];

export interface CspViolation {
  /** The page, without query or fragment. */
  page: string;
  /** The directive that refused, e.g. `script-src-elem` or `require-trusted-types-for`. */
  directive: string;
  /** What was refused: an address without query, or a keyword (`inline`, `trusted-types-sink`…). */
  blocked: string;
  /** `enforce` or `report`, as the browser says. */
  disposition: string;
  /** Where in our code, when the browser says. */
  source?: string;
  line?: number;
  column?: number;
  /** For a Trusted Types sink: which (`Element innerHTML`); for a policy: its name. */
  sink?: string;
}

type Fields = Record<string, unknown>;

/** Where each format keeps what a violation is read from. */
type FieldNames = Record<Exclude<keyof CspViolation, 'sink'> | 'sample', string>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value.slice(0, cspReportLimits.maxFieldLength) : undefined;

const position = (value: unknown): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : undefined;
};

/** An address as we may log it: origin and path of http(s), the scheme of the rest, or a keyword. */
export function loggableAddress(value: string): string {
  if (/^[a-z-]+$/i.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? `${url.origin}${url.pathname}`
      : url.protocol;
  } catch {
    return '(unreadable)';
  }
}

/** The harmless part of a sample: the sink of a Trusted Types refusal, the name of a policy. */
function sinkOf(blocked: string, sample: string | undefined): string | undefined {
  if (sample === undefined) return undefined;
  if (blocked === 'trusted-types-sink') return sample.split('|')[0]?.trim().slice(0, 60) || undefined;
  if (blocked === 'trusted-types-policy') return /^[\w#=/@.%-]{1,60}$/.test(sample) ? sample : undefined;
  return undefined;
}

/** One violation from the fields of either format, under the names that format uses. */
function violationFrom(fields: Fields, names: FieldNames): CspViolation | undefined {
  const page = text(fields[names.page]);
  const directive = text(fields[names.directive]);
  if (page === undefined || directive === undefined) return undefined;
  const blocked = loggableAddress(text(fields[names.blocked]) ?? 'unknown');
  const source = text(fields[names.source]);
  const violation: CspViolation = {
    page: loggableAddress(page),
    directive: /^[a-z-]+$/.test(directive) ? directive : '(unreadable)',
    blocked,
    disposition: text(fields[names.disposition]) === 'report' ? 'report' : 'enforce',
  };
  if (source !== undefined) violation.source = loggableAddress(source);
  const line = position(fields[names.line]);
  const column = position(fields[names.column]);
  if (line !== undefined) violation.line = line;
  if (column !== undefined) violation.column = column;
  const sink = sinkOf(blocked, text(fields[names.sample]));
  if (sink !== undefined) violation.sink = sink;
  return violation;
}

/** `report-uri`: `{ "csp-report": { "document-uri": …, … } }`. */
const reportUriNames = {
  page: 'document-uri',
  directive: 'effective-directive',
  blocked: 'blocked-uri',
  disposition: 'disposition',
  source: 'source-file',
  line: 'line-number',
  column: 'column-number',
  sample: 'script-sample',
} as const satisfies FieldNames;

/** The Reporting API: `[{ "type": "csp-violation", "body": { "documentURL": …, … } }]`. */
const reportingApiNames = {
  page: 'documentURL',
  directive: 'effectiveDirective',
  blocked: 'blockedURL',
  disposition: 'disposition',
  source: 'sourceFile',
  line: 'lineNumber',
  column: 'columnNumber',
  sample: 'sample',
} as const satisfies FieldNames;

/**
 * The violations a report body holds, in either format; empty when it holds none we can read.
 * At most `maxReportsPerBody`.
 */
export function cspViolationsFrom(body: string): CspViolation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const violations: (CspViolation | undefined)[] = [];
  if (isObject(parsed) && isObject(parsed['csp-report'])) {
    const report = parsed['csp-report'];
    // Older browsers name only the violated directive.
    const fields = {
      ...report,
      'effective-directive': report['effective-directive'] ?? report['violated-directive'],
    };
    violations.push(violationFrom(fields, reportUriNames));
  } else if (Array.isArray(parsed)) {
    for (const report of parsed.slice(0, cspReportLimits.maxReportsPerBody)) {
      if (isObject(report) && report['type'] === 'csp-violation' && isObject(report['body']))
        violations.push(violationFrom(report['body'], reportingApiNames));
    }
  }
  return violations.filter((violation) => violation !== undefined);
}

/** Whether a violation is about a page of this site (anyone can post a report about anything). */
export function isAboutSite(violation: CspViolation, siteHost: string): boolean {
  return violation.page === siteHost || violation.page.startsWith(`${siteHost}/`);
}

/**
 * At most `limit` reports a minute are logged by one isolate: a bound on the log a broken page
 * (every view reports) or a flood can write. It counts; it holds no addresses.
 */
export function reportWindow(limit: number, windowMs = 60_000) {
  let start = -Infinity;
  let count = 0;
  return {
    limit,
    /** Whether one more report may be logged now; `firstRefused` once per full window. */
    admit(now: number): { admitted: boolean; firstRefused: boolean } {
      if (now - start >= windowMs) {
        start = now;
        count = 0;
      }
      count += 1;
      return { admitted: count <= limit, firstRefused: count === limit + 1 };
    },
  };
}

/**
 * Faults a test asks a stand-in to make on purpose (see README, "Failure on purpose"):
 * answer with a status, answer late, or drop the connection without answering.
 */
export const faultKinds = ['status', 'delay', 'drop'] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface FaultRule {
  /** Path the fault applies to; `*` matches any run of characters, `/` included. No query. */
  path: string;
  /** Only this method (GET, POST …); every method but OPTIONS when left out. */
  method?: string;
  kind: FaultKind;
  /** For `status`: the status to answer with. */
  status?: number;
  /** For `status`: the body to answer with instead of the standard error body. */
  body?: unknown;
  /** For `delay`: how long to wait before handling the request normally. */
  ms?: number;
  /** How many requests the fault applies to before it removes itself; every one when left out. */
  times?: number;
  /**
   * Only requests made as this account (main API: the e-mail of the bearer token's user), so a
   * test can fail its own account's saves while tests running beside it go on unharmed.
   */
  account?: string;
}

export interface Fault extends FaultRule {
  id: number;
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

/** Checks a rule posted to the control endpoint; gives the problems a tester can act on. */
export function faultRuleProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['The body must be a JSON object.'];
  const rule = value as Partial<Record<keyof FaultRule, unknown>>;
  const problems: string[] = [];
  if (typeof rule.path !== 'string' || !rule.path.startsWith('/')) problems.push('path must start with "/".');
  if (!faultKinds.includes(rule.kind as FaultKind))
    problems.push(`kind must be one of ${faultKinds.join(', ')}.`);
  if (rule.method !== undefined && typeof rule.method !== 'string') problems.push('method must be a string.');
  if (rule.account !== undefined && (typeof rule.account !== 'string' || rule.account.trim() === ''))
    problems.push('account must be an e-mail address.');
  const isInteger = (n: unknown, min: number, max: number) =>
    Number.isInteger(n) && (n as number) >= min && (n as number) <= max;
  if (rule.kind === 'status' && !isInteger(rule.status, 100, 599)) problems.push('status must be 100–599.');
  if (rule.kind === 'delay' && !isInteger(rule.ms, 0, 600_000)) problems.push('ms must be 0–600000.');
  if (rule.times !== undefined && !isInteger(rule.times, 1, 1_000_000))
    problems.push('times must be a positive integer.');
  return problems;
}

/** The faults one stand-in currently makes, in the order they were added. */
export class FaultStore {
  #nextId = 1;
  #faults: { fault: Fault; pattern: RegExp; remaining: number }[] = [];

  add(rule: FaultRule): Fault {
    const fault: Fault = { ...rule, id: this.#nextId++ };
    this.#faults.push({ fault, pattern: globToRegExp(rule.path), remaining: rule.times ?? Infinity });
    return fault;
  }

  list(): Fault[] {
    return this.#faults.map((entry) => entry.fault);
  }

  clear(): void {
    this.#faults = [];
  }

  /** Removes one fault, whether or not it was used; false when there is none with this id. */
  remove(id: number): boolean {
    const before = this.#faults.length;
    this.#faults = this.#faults.filter((entry) => entry.fault.id !== id);
    return this.#faults.length < before;
  }

  /**
   * The first fault for this request, counted as used. Preflights are left alone unless named;
   * a fault for an account applies only to requests known to come from it (`account`, any case).
   */
  take(method: string, path: string, account?: string): Fault | undefined {
    const entry = this.#faults.find(
      ({ fault, pattern }) =>
        pattern.test(path) &&
        (fault.method === undefined ? method !== 'OPTIONS' : fault.method.toUpperCase() === method) &&
        (fault.account === undefined || fault.account.toLowerCase() === account?.toLowerCase()),
    );
    if (!entry) return undefined;
    entry.remaining -= 1;
    if (entry.remaining <= 0) this.#faults = this.#faults.filter((other) => other !== entry);
    return entry.fault;
  }
}

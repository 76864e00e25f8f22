/**
 * The sign-in rate limit, as ASP.NET Identity's lockout (which the real service uses) counts
 * it: failed attempts per e-mail address, known or not (so the answer reveals no accounts);
 * the fifth in a row locks the address for five minutes, during which every attempt, the
 * right password included, is refused with the seconds left. A success starts the count over.
 */
export const maxFailedAttempts = 5;
export const lockoutSeconds = 5 * 60;

interface Attempts {
  failed: number;
  /** Epoch ms until which the address is locked; 0 when it is not. */
  lockedUntil: number;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class LoginAttempts {
  readonly #byEmail = new Map<string, Attempts>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Whether the address may try now; when locked, how many whole seconds are left. */
  check(email: string): AttemptVerdict {
    const entry = this.#byEmail.get(key(email));
    const left = (entry?.lockedUntil ?? 0) - this.#now();
    return left > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(left / 1000) } : { allowed: true };
  }

  /** Counts a failure; gives the lockout verdict when this one locked the address. */
  failed(email: string): AttemptVerdict {
    const entry = this.#byEmail.get(key(email)) ?? { failed: 0, lockedUntil: 0 };
    // A lock that ran out starts a fresh count.
    if (entry.lockedUntil !== 0 && entry.lockedUntil <= this.#now())
      Object.assign(entry, { failed: 0, lockedUntil: 0 });
    entry.failed += 1;
    if (entry.failed >= maxFailedAttempts) entry.lockedUntil = this.#now() + lockoutSeconds * 1000;
    this.#byEmail.set(key(email), entry);
    return this.check(email);
  }

  succeeded(email: string): void {
    this.#byEmail.delete(key(email));
  }

  /** Forgets the count of one address, or of all (tests, a password reset). */
  clear(email?: string): void {
    if (email === undefined) this.#byEmail.clear();
    else this.#byEmail.delete(key(email));
  }
}

function key(email: string): string {
  return email.trim().toLowerCase();
}

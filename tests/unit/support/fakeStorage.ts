/**
 * An in-memory `Storage` for tests that can be made to fail like real browsers do: every
 * call throwing (storage blocked), or writes throwing once a byte quota is reached.
 */
export class FakeStorage implements Storage {
  readonly items = new Map<string, string>();
  /** Total length of keys and values allowed; a write beyond it throws QuotaExceededError. */
  quota = Number.POSITIVE_INFINITY;
  /** When set, every call throws this (e.g. a SecurityError). */
  failure: Error | undefined;

  get length(): number {
    this.#check();
    return this.items.size;
  }

  key(index: number): string | null {
    this.#check();
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    this.#check();
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#check();
    const others = [...this.items].filter(([k]) => k !== key);
    const used = others.reduce((sum, [k, v]) => sum + k.length + v.length, 0);
    if (used + key.length + value.length > this.quota) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#check();
    this.items.delete(key);
  }

  clear(): void {
    this.#check();
    this.items.clear();
  }

  #check(): void {
    if (this.failure) throw this.failure;
  }

  [name: string]: unknown;
}

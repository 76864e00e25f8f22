/** How long entries live and how many a cache keeps. */
export interface TimedCacheOptions {
  /** An entry is served for this long after it was stored, however often it is read. */
  maxAgeMs: number;
  /** When full, storing a new entry drops the oldest stored one. Unlimited when left out. */
  maxEntries?: number;
}

interface Entry<V> {
  storedAt: number;
  value: V;
}

/**
 * A small in-memory cache with a fixed lifetime per entry and no sliding expiration (spec §9):
 * reading an entry never extends its life. Because lifetimes never slide, the oldest stored
 * entry is always the first to expire, so eviction drops the oldest stored one (Map insertion
 * order) and no access bookkeeping is needed.
 */
export class TimedCache<V> {
  readonly maxAgeMs: number;
  readonly maxEntries: number;
  readonly #entries = new Map<string, Entry<V>>();

  constructor(options: TimedCacheOptions) {
    this.maxAgeMs = options.maxAgeMs;
    this.maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  }

  /** Number of stored entries, counting any that expired but were not read since. */
  get size(): number {
    return this.#entries.size;
  }

  /** The value stored under `key`, or undefined when there is none or it has expired. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (this.#isExpired(entry)) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores `value` under `key` with a fresh lifetime, dropping the oldest entries when full. */
  set(key: string, value: V): void {
    // Deleting first moves a replaced key to the end of the insertion order.
    this.#entries.delete(key);
    this.#dropExpired();
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size < this.maxEntries) break;
      this.#entries.delete(oldest);
    }
    this.#entries.set(key, { storedAt: Date.now(), value });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  #isExpired(entry: Entry<V>): boolean {
    return Date.now() - entry.storedAt >= this.maxAgeMs;
  }

  #dropExpired(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#isExpired(entry)) this.#entries.delete(key);
    }
  }
}

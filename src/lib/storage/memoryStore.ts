import { memoryKeyLength } from '../../config/storage.ts';

/**
 * Values handed from one page state to the next within this page's life (spec §9), under a
 * random key that can travel in an address: 32 lowercase hex characters (16 random bytes, 128
 * bits), so nobody can guess another entry's key. Nothing survives a reload, which is why
 * `requireStoredParams` (lib/guards) sends a visitor on when a key is no longer found.
 */
export interface MemoryStore<T = unknown> {
  /** Keeps `value` and returns its new 32-character key. */
  put(value: T): string;
  get(key: string): T | undefined;
  has(key: string): boolean;
  delete(key: string): boolean;
  readonly size: number;
}

const keyPattern = new RegExp(`^[0-9a-f]{${memoryKeyLength}}$`);

/** Whether `candidate` has the shape of a memory-store key (for values read from an address). */
export function isMemoryKey(candidate: unknown): candidate is string {
  return typeof candidate === 'string' && keyPattern.test(candidate);
}

export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

export function randomMemoryKey(fill: RandomFill = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = fill(new Uint8Array(memoryKeyLength / 2));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createMemoryStore<T = unknown>(fill?: RandomFill): MemoryStore<T> {
  const entries = new Map<string, T>();
  return {
    put(value) {
      // 128 random bits do not collide in practice; the retries make it certain, and a source
      // that keeps repeating itself is broken, which must not pass unnoticed.
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const key = randomMemoryKey(fill);
        if (entries.has(key)) continue;
        entries.set(key, value);
        return key;
      }
      throw new Error('Memory store: the random source keeps repeating itself.');
    },
    get: (key) => entries.get(key),
    has: (key) => entries.has(key),
    delete: (key) => entries.delete(key),
    get size() {
      return entries.size;
    },
  };
}

/** The page's shared in-memory store. */
export const memoryStore: MemoryStore = createMemoryStore();

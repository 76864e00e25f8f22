import {
  storageCleanupIntervalMs,
  storageKeyPrefix,
  storageVersion,
  storedKeys,
  storedValueMaxAgeMs,
} from '../../config/storage.ts';
import type { Logger } from '../log/logger.ts';

/**
 * Values kept in the browser between visits (spec §9): each one carries the storage version
 * and its expiry, so a value from another release or past its age is never handed out.
 */
export interface VersionedStorage {
  /** The stored value, or undefined when it is missing, expired, of another version or unreadable. */
  get<T>(key: string): T | undefined;
  /** Stores a JSON-serialisable value for `maxAgeMs` (default one year). Never throws. */
  set<T>(key: string, value: T, options?: { maxAgeMs?: number }): void;
  remove(key: string): void;
}

export interface VersionedStorageOptions {
  /** Default: window.localStorage when it can be reached; null or unreachable → memory only. */
  backend?: Storage | null;
  /** Default: `storageVersion` of src/config (4). */
  version?: number;
  /** Default: Date.now. */
  now?: () => number;
  /** Default 10 000: expired and other-version entries are removed this often. */
  cleanupIntervalMs?: number;
  /** Our entries' key prefix in the shared backend. Default: `storageKeyPrefix` of src/config. */
  prefix?: string;
  /** Where a value that cannot be kept is reported (quota full, not serialisable). Default: silent. */
  log?: Pick<Logger, 'warn'>;
  /**
   * The keys a value was stored under before a rename, by its key now: a value found there is
   * handed out once and moved. Default: the `formerly` of src/config/storage.ts's table.
   */
  formerKeys?: Readonly<Record<string, readonly string[]>>;
  /**
   * Keys of ours written as plain text, outside the envelope, which the clean-up leaves alone.
   * Default: the `form: 'text'` rows of src/config/storage.ts's table.
   */
  plainKeys?: readonly string[];
}

const formerKeysOfTable: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.values(storedKeys).flatMap((row) => ('formerly' in row ? [[row.key, row.formerly]] : [])),
);

const plainKeysOfTable: readonly string[] = Object.values(storedKeys).flatMap((row) =>
  'form' in row && row.form === 'text' ? [row.key] : [],
);

/** The stored text of one entry: version, expiry (epoch ms) and the value. */
interface Envelope {
  v: number;
  exp: number;
  value: unknown;
}

/** localStorage, or null where touching it throws (sandboxed frames, some private modes, Node). */
function defaultBackend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : (window.localStorage ?? null);
  } catch {
    return null;
  }
}

function positiveOr(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function parseEnvelope(text: string): Envelope | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('value' in parsed)) return undefined;
    const { v, exp } = parsed as Record<string, unknown>;
    return typeof v === 'number' && typeof exp === 'number' ? (parsed as Envelope) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A versioned store over localStorage that never throws. Every backend call is guarded on its
 * own: a read that throws counts as missing; a write that throws (quota full, storage
 * disabled) is retried once after removing dead entries and otherwise kept in memory for this
 * page, which is also where everything goes when there is no usable backend. Memory entries
 * are read first, so a value that could not be written is still the one handed back.
 */
export function createVersionedStorage(
  options: VersionedStorageOptions = {},
): VersionedStorage & { dispose(): void } {
  const backend = options.backend === undefined ? defaultBackend() : options.backend;
  const version = options.version ?? storageVersion;
  const now = options.now ?? Date.now;
  const prefix = options.prefix ?? storageKeyPrefix;
  const log = options.log;
  const formerKeys = options.formerKeys ?? formerKeysOfTable;
  const plain = new Set((options.plainKeys ?? plainKeysOfTable).map((key) => prefix + key));
  const memory = new Map<string, string>();

  const read = (fullKey: string): string | null => {
    if (memory.has(fullKey)) return memory.get(fullKey) ?? null;
    if (backend === null) return null;
    try {
      return backend.getItem(fullKey);
    } catch {
      return null;
    }
  };

  const write = (fullKey: string, text: string): boolean => {
    if (backend === null) return false;
    try {
      backend.setItem(fullKey, text);
      return true;
    } catch {
      return false;
    }
  };

  const erase = (fullKey: string): void => {
    memory.delete(fullKey);
    if (backend === null) return;
    try {
      backend.removeItem(fullKey);
    } catch {
      // Unreachable storage holds nothing we could hand out anyway.
    }
  };

  const isLive = (envelope: Envelope | undefined): envelope is Envelope =>
    envelope !== undefined && envelope.v === version && now() < envelope.exp;

  const ownBackendKeys = (): string[] => {
    if (backend === null) return [];
    try {
      const keys: string[] = [];
      for (let index = 0; index < backend.length; index += 1) {
        const key = backend.key(index);
        if (key !== null && key.startsWith(prefix) && !plain.has(key)) keys.push(key);
      }
      return keys;
    } catch {
      return [];
    }
  };

  /**
   * Removes every entry of ours that is expired, of another version or unreadable; the plain-text
   * rows are not enveloped entries and live as long as their tab.
   */
  const cleanup = (): void => {
    for (const fullKey of new Set([...memory.keys(), ...ownBackendKeys()])) {
      const text = read(fullKey);
      if (text === null || !isLive(parseEnvelope(text))) erase(fullKey);
    }
  };

  /** A write that fails is tried once more after removing dead entries (quota full). */
  const writeMakingRoom = (fullKey: string, text: string): boolean => {
    if (backend === null) return false;
    if (write(fullKey, text)) return true;
    cleanup();
    return write(fullKey, text);
  };

  /** A live entry under one of the key's former names, moved to the key now; or null. */
  const moveFormer = (key: string): string | null => {
    for (const former of formerKeys[key] ?? []) {
      const text = read(prefix + former);
      if (text === null) continue;
      erase(prefix + former);
      if (!isLive(parseEnvelope(text))) continue;
      if (!writeMakingRoom(prefix + key, text)) memory.set(prefix + key, text);
      return text;
    }
    return null;
  };

  const storage = {
    get<T>(key: string): T | undefined {
      const fullKey = prefix + key;
      const text = read(fullKey) ?? moveFormer(key);
      if (text === null) return undefined;
      const envelope = parseEnvelope(text);
      if (!isLive(envelope)) {
        erase(fullKey);
        return undefined;
      }
      return envelope.value as T;
    },

    set<T>(key: string, value: T, setOptions: { maxAgeMs?: number } = {}): void {
      const fullKey = prefix + key;
      const maxAgeMs = setOptions.maxAgeMs === 0 ? 0 : positiveOr(setOptions.maxAgeMs, storedValueMaxAgeMs);
      let text: string | undefined;
      try {
        text = JSON.stringify({ v: version, exp: now() + maxAgeMs, value } satisfies Envelope);
      } catch (error) {
        log?.warn(`Storage: the value of "${key}" cannot be stored (not serialisable).`, error);
        return;
      }
      // JSON has no undefined: storing it means there is no value.
      if (value === undefined || text === undefined) {
        erase(fullKey);
        return;
      }
      if (writeMakingRoom(fullKey, text)) {
        memory.delete(fullKey);
        return;
      }
      if (backend !== null)
        log?.warn(`Storage: "${key}" is kept for this page only (storage full or blocked).`);
      // Drop the older stored value, so no other tab or later visit reads a value that was replaced.
      erase(fullKey);
      memory.set(fullKey, text);
    },

    remove(key: string): void {
      erase(prefix + key);
      for (const former of formerKeys[key] ?? []) erase(prefix + former);
    },
  };

  cleanup();
  const timer = setInterval(cleanup, positiveOr(options.cleanupIntervalMs, storageCleanupIntervalMs));
  // In Node (a build that prerenders a page using it, tests) the clean-up must not keep the process alive.
  (timer as { unref?: () => void }).unref?.();
  return { ...storage, dispose: () => clearInterval(timer) };
}

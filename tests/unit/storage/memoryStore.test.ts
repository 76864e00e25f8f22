import { describe, expect, it } from 'vitest';
import { memoryKeyLength } from '../../../src/config/storage.ts';
import {
  createMemoryStore,
  isMemoryKey,
  memoryStore,
  randomMemoryKey,
} from '../../../src/lib/storage/memoryStore.ts';

describe(createMemoryStore, () => {
  it('should give 32-character keys (spec §9) that find their value', () => {
    expect(memoryKeyLength).toBe(32);
    const store = createMemoryStore<{ step: number }>();
    const key = store.put({ step: 2 });
    expect(key).toHaveLength(32);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(store.has(key)).toBe(true);
    expect(store.get(key)).toEqual({ step: 2 });
  });

  it('should give a new key to every value, even an equal one', () => {
    const store = createMemoryStore<string>();
    const keys = new Set(Array.from({ length: 1_000 }, () => store.put('same')));
    expect(keys.size).toBe(1_000);
    expect(store.size).toBe(1_000);
  });

  it('should forget a deleted key', () => {
    const store = createMemoryStore<string>();
    const key = store.put('v');
    expect(store.delete(key)).toBe(true);
    expect(store.has(key)).toBe(false);
    expect(store.get(key)).toBeUndefined();
    expect(store.delete(key)).toBe(false);
  });

  it('should not find keys it never gave', () => {
    const store = createMemoryStore();
    for (const key of ['', 'a', '0'.repeat(32), '__proto__', 'constructor'])
      expect(store.has(key)).toBe(false);
  });

  it('should draw keys from the random source, two hex digits per byte', () => {
    const key = randomMemoryKey((bytes) => bytes.map((_, index) => index * 17));
    expect(key).toBe('00112233445566778899aabbccddeeff');
  });

  it('should retry a colliding key and refuse a source that keeps repeating itself', () => {
    let calls = 0;
    const store = createMemoryStore<string>((bytes) => bytes.fill(calls++ < 2 ? 7 : 9));
    const first = store.put('a');
    const second = store.put('b');
    expect(first).not.toBe(second);
    const stuck = createMemoryStore<string>((bytes) => bytes.fill(1));
    stuck.put('a');
    expect(() => stuck.put('b')).toThrow(/repeating/);
  });

  it('should share one store for the page', () => {
    const key = memoryStore.put('shared');
    expect(memoryStore.get(key)).toBe('shared');
    memoryStore.delete(key);
  });
});

describe(isMemoryKey, () => {
  it('should accept exactly 32 lowercase hex characters', () => {
    expect(isMemoryKey(randomMemoryKey())).toBe(true);
    for (const candidate of [
      '',
      'f'.repeat(31),
      'f'.repeat(33),
      'F'.repeat(32),
      'g'.repeat(32),
      ` ${'a'.repeat(31)}`,
      32,
      null,
      undefined,
    ]) {
      expect(isMemoryKey(candidate)).toBe(false);
    }
  });
});

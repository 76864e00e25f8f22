import { describe, expect, it } from 'vitest';
import {
  displayFontAttribute,
  displayFontFace,
  displayFontHintScript,
  loadDisplayFont,
} from '../../../src/lib/shell/displayFont.ts';
import { storageKeyPrefix, storedKeys } from '../../../src/config/storage.ts';

const key = storageKeyPrefix + storedKeys.displayFont.key;

function element() {
  const attributes = new Map<string, string>();
  return {
    attributes,
    hasAttribute: (name: string) => attributes.has(name),
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
  };
}

function tabStorage(entries = new Map<string, string>()) {
  return {
    entries,
    getItem: (name: string) => entries.get(name) ?? null,
    setItem: (name: string, value: string) => void entries.set(name, value),
  };
}

/** A font set whose load finds `found` faces, recording what it was asked for. */
function fontSet(found: number | 'fails') {
  const asked: string[] = [];
  return {
    asked,
    load: (font: string) => {
      asked.push(font);
      return found === 'fails'
        ? Promise.reject(new Error('network'))
        : Promise.resolve(Array.from({ length: found }, () => ({})));
    },
  };
}

describe('loadDisplayFont', () => {
  it('should use the face once it has come, and remember that the tab has it', async () => {
    const root = element();
    const storage = tabStorage();
    const fonts = fontSet(1);
    await loadDisplayFont(root as never, fonts as never, storage as never);
    expect(fonts.asked).toEqual([displayFontFace]);
    expect(root.attributes.has(displayFontAttribute)).toBe(true);
    expect(storage.entries.get(key)).toBe('1');
  });

  it('should keep the fallback when the face cannot be had', async () => {
    for (const found of [0, 'fails'] as const) {
      const root = element();
      const storage = tabStorage();
      await loadDisplayFont(root as never, fontSet(found) as never, storage as never);
      expect(root.attributes.size).toBe(0);
      expect(storage.entries.size).toBe(0);
    }
  });

  it('should ask for nothing on a page that uses the face from its first paint', async () => {
    const root = element();
    root.setAttribute(displayFontAttribute, '');
    const fonts = fontSet(1);
    await loadDisplayFont(root as never, fonts as never, null);
    expect(fonts.asked).toEqual([]);
  });
});

describe('displayFontHintScript', () => {
  const run = (storage: { getItem(name: string): string | null }) => {
    const root = element();
    new Function('sessionStorage', 'document', displayFontHintScript())(storage, { documentElement: root });
    return root.attributes;
  };

  it('should use the face from the first paint in a tab that has it', () => {
    expect(run(tabStorage(new Map([[key, '1']]))).has(displayFontAttribute)).toBe(true);
  });

  it('should leave a new tab, or one that refuses storage, on the fallback', () => {
    expect(run(tabStorage()).size).toBe(0);
    const refused = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(run(refused).size).toBe(0);
  });
});

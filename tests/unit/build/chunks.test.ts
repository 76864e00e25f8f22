import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstVisitChunk, pageStores, shellStores } from '../../../scripts/lib/chunks.ts';

describe('first-visit chunks', () => {
  it('should place every store of src/stores/ either in the shell or with its page', () => {
    const stores = readdirSync(new URL('../../../src/stores/', import.meta.url))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect([...shellStores, ...pageStores].sort()).toEqual(stores);
  });

  it('should bundle the shell stores with the shell and leave a page store to its page', () => {
    expect(firstVisitChunk('/work/site/src/stores/session.ts')).toBe('shell');
    expect(firstVisitChunk('/work/site/src/stores/countryDialog.ts')).toBe('shell');
    expect(firstVisitChunk('/work/site/src/stores/playground.ts')).toBeUndefined();
    expect(firstVisitChunk('/work/site/src/lib/shell/consent.ts')).toBe('shell');
    expect(firstVisitChunk('/work/site/src/lib/storage/versionedStorage.ts')).toBe('shell');
    expect(firstVisitChunk('/work/site/node_modules/react-dom/client.js')).toBe('react');
    expect(firstVisitChunk('/work/site/node_modules/nanostores/atom/index.js')).toBe('shell');
  });
});

import { atom } from 'nanostores';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useStore } from '../../../src/islands/useStore.ts';

function Status({ store }: { store: ReturnType<typeof atom<string>> }) {
  return createElement('p', null, useStore(store));
}

describe(useStore, () => {
  it('should prerender the value the store was created with, so hydration matches the page', () => {
    const $status = atom('uninitialized');
    $status.set('signedIn');
    expect(renderToString(createElement(Status, { store: $status }))).toBe('<p>uninitialized</p>');
  });
});

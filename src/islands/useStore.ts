import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The value of a store, re-rendering when it changes. The prerendered HTML shows the store's
 * initial value (the one it was created with), so hydration sees what the server rendered and
 * the store's current value follows at once. What @nanostores/react's `useStore(store, { ssr:
 * 'initial' })` does, without the key-filtering machinery every page would download for it.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  const initial = (store as ReadableAtom<T> & { init?: T }).init;
  return useSyncExternalStore(
    subscribe,
    () => store.get(),
    () => (initial === undefined ? store.get() : initial),
  );
}

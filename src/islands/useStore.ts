import type { ReadableAtom } from 'nanostores';
import { useCallback, useDeferredValue, useSyncExternalStore } from 'react';

interface StoreOptions<T> {
  /** While there is no store yet (it is made in the browser only): the prerendered state. */
  initial?: T;
  /**
   * Renders a change in the background, interruptibly, so a slow phone's main thread is never
   * blocked for long by a large view (the play centre's page).
   */
  deferred?: boolean;
}

/**
 * The one way from a store into React: its value, re-rendering when it changes. The
 * prerendered HTML shows the store's initial value (the one it was created with), or
 * `initial` while there is no store, so hydration sees what the server rendered and the
 * store's current value follows at once. What @nanostores/react's `useStore(store, { ssr:
 * 'initial' })` does, without the key-filtering machinery every page would download for it.
 */
export function useStore<T>(store: ReadableAtom<T> | null, options: StoreOptions<T> = {}): T {
  const subscribe = useCallback((changed: () => void) => store?.listen(changed) ?? (() => {}), [store]);
  const first = store ? ((store as ReadableAtom<T> & { init?: T }).init ?? store.get()) : options.initial;
  const value = useSyncExternalStore(
    subscribe,
    () => (store ? store.get() : (options.initial as T)),
    () => first as T,
  );
  const deferred = useDeferredValue(value);
  return options.deferred ? deferred : value;
}

import type { EventSource, PageEvents } from '../../../src/lib/shop/orderFollower.ts';

/** A document or window that only dispatches what the test fires. */
class FakeTarget implements EventSource {
  readonly listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }
  removeEventListener(type: string, listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  /** How many listeners are still attached. */
  get count(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
}

/**
 * The page an order follower watches: `page` for the test to fire events on and hide, `events`
 * for the code under test.
 */
export function fakePage() {
  const page = { document: new FakeTarget(), window: new FakeTarget(), hidden: false };
  const events: PageEvents = { document: page.document, window: page.window, visible: () => !page.hidden };
  return { page, events };
}

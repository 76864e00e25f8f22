import { log } from '../../lib/log/log.ts';
import { withOneRetry } from '../../lib/shell/oneRetry.ts';
import { islandHydratedAttribute, islandHydratedEvent } from '../../lib/shell/shellReady.ts';
import type { IslandModules, IslandName } from '../islands.ts';

// Wakes the page's React islands (components/Island.astro) without React of its own: React is
// loaded only for an island that wakes, so a page whose islands all sleep downloads none.

/** How long a failed load waits before its one more try (lib/shell/oneRetry.ts says why). */
const retryDelayMs = 1000;

/** Loads the island's component and the hydration code, then hydrates. */
async function wake(
  island: HTMLElement,
  load: NonNullable<IslandModules[IslandName]>,
  beforeDraw: () => void,
): Promise<void> {
  const [{ default: Component }, { hydrateIsland }] = await withOneRetry(
    () => Promise.all([load(), import('../hydrateIsland.ts')]),
    retryDelayMs,
  );
  beforeDraw();
  // Prerendered dates and times are written by the build's ICU; a browser whose ICU writes one
  // differently makes React draw the island again, which is fine and no error.
  hydrateIsland(
    island,
    Component,
    (error) => log.warn('island drawn again: its prerendered markup differed', error),
    (error) => log.error(`island ${island.dataset['island'] ?? ''} failed`, error),
  );
  // The head's first-tap script replays a tap it held on this island; tests and benches
  // wait for the attribute: the island's code has run.
  island.setAttribute(islandHydratedAttribute, '');
  island.dispatchEvent(new Event(islandHydratedEvent));
}

/** Calls `run` once any of the island's markup is on screen (the wrapper itself has no box). */
function whenVisible(island: HTMLElement, run: () => void): void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    run();
  });
  for (const child of island.children) observer.observe(child);
}

/**
 * Calls `run` once `<html data-session>` says signed in (behaviours/sessionAttribute.ts keeps it
 * in step with the session store), at once when it already does.
 */
export function whenSignedIn(run: () => void): void {
  const root = document.documentElement;
  const signedIn = () => root.dataset['session'] === 'signedIn';
  if (signedIn()) return run();
  const observer = new MutationObserver(() => {
    if (!signedIn()) return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-session'] });
}

/**
 * Wakes the page's islands (components/Island.astro) that `modules` can load, each when its
 * `data-wake` says: at once (`load`, and `changed`, whose page script calls this only once it
 * is out of date), on screen, or when the browser is idle. The shell wakes its own islands; a
 * page script wakes the page's. A load that fails twice is an unhandled rejection, which
 * behaviours/globalErrors.ts reports like any other error. A page script that keeps prerendered
 * markup true until React draws it (behaviours/openNowLine.ts) stops and puts the build's
 * markup back in `beforeDraw`, called just before hydration: React hydrates against the markup
 * it wrote and changes only what its own renders change.
 */
export function wakeIslands(
  modules: IslandModules,
  { beforeDraw = () => {} }: { beforeDraw?: () => void } = {},
): void {
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = modules[island.dataset['island'] as IslandName];
    if (!load) continue;
    const run = () => void wake(island, load, beforeDraw);
    if (island.dataset['wake'] === 'idle') {
      if ('requestIdleCallback' in window) window.requestIdleCallback(run);
      else setTimeout(run, 200);
    } else if (island.dataset['wake'] === 'visible') {
      whenVisible(island, run);
    } else {
      // `load`, and `changed`, whose page script calls this only once its markup is out of date.
      run();
    }
  }
}

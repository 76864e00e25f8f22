import type { ComponentType } from 'react';

/**
 * The React islands of the pages. components/Island.astro prerenders one into its page and
 * `wakeIslands` (behaviours/islands.ts) hydrates it in the browser, loading its code on
 * demand: our own few lines instead of Astro's island runtime, which every page would carry
 * inline (about 2.5 kB gzip with its React glue) for features these islands do not use.
 */
export type IslandName =
  'ConsentDialog' | 'RecentlyVisited' | 'PlaygroundPage' | 'SignIn' | 'Register' | 'ResetPassword';

/**
 * When an island wakes: `load` as soon as its page's script runs (a page that is the island,
 * such as the sign-in form), `visible` once any of its markup is on screen (in the first
 * screen at once, in the closed sidebar when it opens), `idle` once the browser has nothing
 * else to do, `changed` once its page's script finds that what it shows is no longer what was
 * prerendered (a play centre's page whose live answer matches its HTML runs no React).
 */
export type IslandWake = 'load' | 'visible' | 'idle' | 'changed';

/**
 * How the browser loads an island's component: a dynamic import of its module. Its props come
 * from the page (JSON), checked where the page renders the island.
 */
export type IslandModules = Partial<Record<IslandName, () => Promise<{ default: ComponentType<never> }>>>;

/**
 * How islands/shell.ts tells the head's first-tap script (firstTap.ts) that the shell's buttons
 * are bound: `<html data-shell="ready">` for taps still to come, and this event on the document
 * for the ones it held.
 */
export const shellReadyEvent = 'shell:ready';
export const shellReadyAttribute = 'data-shell';

/**
 * How islands/behaviours/islands.ts tells the same script that a React island
 * (components/Island.astro, `data-island`) has hydrated: `data-hydrated` on its wrapper, and
 * this event on it for the taps held on its controls.
 */
export const islandHydratedEvent = 'island:hydrated';
export const islandHydratedAttribute = 'data-hydrated';

/**
 * How islands/shell.ts tells the head's first-tap script (firstTap.ts) that the shell's buttons
 * are bound: `<html data-shell="ready">` for taps still to come, and this event on the document
 * for the ones it held.
 */
export const shellReadyEvent = 'shell:ready';
export const shellReadyAttribute = 'data-shell';

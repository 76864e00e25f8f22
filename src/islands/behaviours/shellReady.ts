import { shellReadyAttribute, shellReadyEvent } from '../../lib/shell/shellReady.ts';

/**
 * Tells the head's first-tap script that the shell's buttons are bound: taps it held on them
 * are replayed now (lib/shell/firstTap.ts).
 * No React: the first-tap script and the shell's buttons are static markup.
 */
export function announceShellReady(): void {
  document.documentElement.setAttribute(shellReadyAttribute, 'ready');
  document.dispatchEvent(new Event(shellReadyEvent));
}

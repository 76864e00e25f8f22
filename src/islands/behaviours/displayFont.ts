import { loadDisplayFont } from '../../lib/shell/displayFont.ts';

/** After the load event, when the main thread is free: the display face (lib/shell/displayFont.ts). */
export function startDisplayFont(): void {
  const start = () => {
    let storage: Storage | null = null;
    try {
      storage = sessionStorage;
    } catch {
      // Storage refused: the face is still used on this page.
    }
    void loadDisplayFont(document.documentElement, document.fonts, storage);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 0);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

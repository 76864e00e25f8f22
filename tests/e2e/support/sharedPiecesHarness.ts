/**
 * Browser entry of tests/e2e/sharedPieces.spec.ts: the real modules, bundled by the spec with
 * esbuild, on a page the spec serves itself. The page's path says what to run.
 */
import { applyGuards } from '../../../src/lib/guards/applyGuards.ts';
import { developmentOnly, productionOnly } from '../../../src/lib/guards/environmentGuards.ts';
import { requireQueryParams, requireStateParams } from '../../../src/lib/guards/parameterGuards.ts';
import { appStorage } from '../../../src/lib/storage/appStorage.ts';
import { createCountdown } from '../../../src/lib/timers/countdownStore.ts';

const output = document.getElementById('output')!;
const show = (text: string) => {
  output.textContent = text;
};

const pages: Record<string, () => void> = {
  '/query-guarded': () => {
    if (applyGuards([requireQueryParams(['code'], { returnUrl: '/back', cacheBuster: true })]))
      show('allowed');
  },
  '/state-guarded': () => {
    if (applyGuards([requireStateParams(['order'], { returnUrl: ['back', 'from-state'] })])) show('allowed');
  },
  '/development-only': () => {
    if (applyGuards([developmentOnly])) show('allowed');
  },
  '/production-only': () => {
    if (applyGuards([productionOnly])) show('allowed');
  },
  '/storage': () => {
    Object.assign(window, { appStorage });
    show('ready');
  },
  '/countdown': () => {
    createCountdown(Date.now() + 65_000).subscribe((state) => show(state.text));
  },
};

pages[location.pathname]?.();

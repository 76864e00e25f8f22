/**
 * Browser entry of tests/e2e/sharedPieces.spec.ts: the real modules, bundled by the spec with
 * esbuild, on a page the spec serves itself. The page's path says what to run.
 */
import { applyGuards } from '../../../src/lib/guards/applyGuards.ts';
import { requireQueryParams } from '../../../src/lib/guards/parameterGuards.ts';
import { appStorage } from '../../../src/lib/storage/appStorage.ts';
import { createCountdown } from '../../../src/stores/countdown.ts';

const output = document.getElementById('output')!;
const show = (text: string) => {
  output.textContent = text;
};

const pages: Record<string, () => void> = {
  '/query-guarded': () => {
    if (applyGuards([requireQueryParams(['code'], { returnUrl: '/back', cacheBuster: true })]))
      show('allowed');
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

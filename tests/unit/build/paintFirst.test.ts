import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScriptsAfterPaint } from '../../../scripts/lib/paintFirst.ts';

const page = `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><script>/* first tap */</script><script type="application/json" id="texts">{"a":1}</script><script type="module" src="/_astro/page.A1.js"></script><script type="module" src="/_astro/ShellLayout.B2.js"></script></head><body><main>Hej</main></body></html>`;

describe('startScriptsAfterPaint', () => {
  it('should turn each module script into a modulepreload link where it stood, with one starter after the last', () => {
    const painted = startScriptsAfterPaint(page);
    expect(painted).not.toContain('type="module"');
    expect(
      [...painted.matchAll(/<link rel="modulepreload" href="([^"]+)" data-start-after-paint>/g)].map(
        (m) => m[1],
      ),
    ).toEqual(['/_astro/page.A1.js', '/_astro/ShellLayout.B2.js']);
    expect(painted.match(/<script>\(\(\)=>/g)).toHaveLength(1);
    expect(painted.indexOf('<script>(()=>')).toBeGreaterThan(painted.indexOf('ShellLayout.B2.js'));
    // The rest of the page as it was: the head's own inline script and its data.
    expect(painted).toContain('<script>/* first tap */</script>');
    expect(painted).toContain('<script type="application/json" id="texts">{"a":1}</script>');
    expect(painted).toContain('<body><main>Hej</main></body>');
  });

  it('should leave a page without module scripts as it is', () => {
    const plain = '<!DOCTYPE html><html><head><script>1</script></head><body></body></html>';
    expect(startScriptsAfterPaint(plain)).toBe(plain);
  });
});

/** The starter of a transformed page, run against a document and paint timing of the test's. */
function runStarter(options: { hidden?: boolean; paintTiming?: boolean }) {
  const starter = /<script>(\(\(\)=>[\s\S]*?)<\/script>/.exec(startScriptsAfterPaint(page))![1]!;
  const added: { type: string; src: string; async: boolean }[] = [];
  const listeners: Record<string, () => void> = {};
  const paint: { report?: (names: string[]) => void } = {};
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
    querySelectorAll: () => [
      { href: 'https://localhost:8781/_astro/page.A1.js' },
      { href: 'https://localhost:8781/_astro/ShellLayout.B2.js' },
    ],
    createElement: () => ({ type: '', src: '', async: true }),
    head: { append: (script: (typeof added)[number]) => added.push({ ...script }) },
  };
  class PaintObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['navigation'] : ['paint', 'navigation'];
    constructor(
      callback: (list: { getEntriesByName(name: string): unknown[] }, observer: PaintObserver) => void,
    ) {
      paint.report = (names) =>
        callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
    }
    observe() {}
    disconnect() {}
  }
  const frame: { run?: () => void } = {};
  const self = { PerformanceObserver: options.paintTiming === false ? undefined : PaintObserver };
  new Function('document', 'self', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', starter)(
    document,
    self,
    PaintObserver,
    (run: () => void) => (frame.run = run),
    setTimeout,
  );
  return { added, parsed: () => listeners['DOMContentLoaded']?.(), paint, frame };
}

describe('the starter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should start the scripts in their order once the first contentful paint is on screen, once', () => {
    const run = runStarter({});
    run.parsed();
    expect(run.added).toEqual([]);
    run.paint.report?.(['first-paint']);
    expect(run.added).toEqual([]);
    run.paint.report?.(['first-contentful-paint']);
    expect(run.added).toEqual([
      { type: 'module', src: 'https://localhost:8781/_astro/page.A1.js', async: false },
      { type: 'module', src: 'https://localhost:8781/_astro/ShellLayout.B2.js', async: false },
    ]);
    vi.advanceTimersByTime(1000);
    expect(run.added).toHaveLength(2);
  });

  it('should not wait more than 500 ms for a paint', () => {
    const run = runStarter({});
    run.parsed();
    vi.advanceTimersByTime(499);
    expect(run.added).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(run.added).toHaveLength(2);
  });

  it('should start at once in a tab nobody sees, and after a frame where the browser has no paint timing', () => {
    const hidden = runStarter({ hidden: true });
    expect(hidden.added).toEqual([]);
    hidden.parsed();
    expect(hidden.added).toHaveLength(2);

    const old = runStarter({ paintTiming: false });
    old.parsed();
    old.frame.run?.();
    expect(old.added).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(old.added).toHaveLength(2);
  });
});

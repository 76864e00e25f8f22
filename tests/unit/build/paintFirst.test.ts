import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modulesElementId, startScriptsAfterPaint } from '../../../scripts/lib/paintFirst.ts';

const page = `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><script>/* first tap */</script><script type="application/json" id="texts">{"a":1}</script><script type="module" src="/_astro/page.A1.js"></script><script type="module" src="/_astro/ShellLayout.B2.js"></script></head><body><main>Hej</main></body></html>`;

const modulesOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${modulesElementId}">(.*?)</script>`).exec(html)![1]!,
  ) as string[];

describe('startScriptsAfterPaint', () => {
  it('should take the module scripts out, and put their list and one starter where the last stood', () => {
    const painted = startScriptsAfterPaint(page);
    expect(painted).not.toContain('type="module"');
    // Nothing a browser would ask for before the first paint.
    expect(painted).not.toContain('modulepreload" href');
    expect(painted).not.toContain('src="/_astro/');
    expect(modulesOf(painted)).toEqual(['/_astro/page.A1.js', '/_astro/ShellLayout.B2.js']);
    expect(painted.match(/<script>\(\(\)=>/g)).toHaveLength(1);
    expect(painted).toContain(`</script><script>(()=>`);
    expect(painted.indexOf('<script>(()=>')).toBeGreaterThan(painted.indexOf(modulesElementId));
    expect(painted.indexOf('<script>(()=>')).toBeLessThan(painted.indexOf('</head>'));
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

/**
 * The starter of a transformed page, run against a document and paint timing of the test's.
 * Its `import(…)` calls go to the test's loader (`import` cannot be handed to a function).
 */
function runStarter(options: {
  hidden?: boolean;
  paintTiming?: boolean;
  failing?: string;
  failingOnce?: string;
}) {
  const painted = startScriptsAfterPaint(page);
  const starter = /<script>(\(\(\)=>[\s\S]*?)<\/script>/.exec(painted)![1]!;
  expect(starter.match(/\bimport\(/g)).toHaveLength(2);

  const imported: string[] = [];
  const preloaded: string[] = [];
  const listeners: Record<string, () => void> = {};
  const paint: { report?: (names: string[]) => void } = {};
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
    getElementById: (id: string) =>
      id === modulesElementId ? { textContent: JSON.stringify(modulesOf(painted)) } : null,
    createElement: (name: string) => {
      if (name !== 'link') throw new Error(`no ${name}: a script's src is a Trusted Types sink`);
      return { rel: '', href: '' };
    },
    head: {
      append: (link: { rel: string; href: string }) => {
        expect(link.rel).toBe('modulepreload');
        preloaded.push(link.href);
      },
    },
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
  // A module is evaluated some time after its import starts; the next starts only then.
  const load = (href: string) => {
    const again = imported.includes(href);
    imported.push(href);
    const fails = href === options.failing || (href === options.failingOnce && !again);
    return new Promise((resolve, reject) =>
      setTimeout(() => (fails ? reject(new Error(`${href} failed`)) : resolve({})), 10),
    );
  };
  const frame: { run?: () => void } = {};
  const self = { PerformanceObserver: options.paintTiming === false ? undefined : PaintObserver };
  new Function(
    'document',
    'self',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    'load',
    starter.replace(/\bimport\(/g, 'load('),
  )(document, self, PaintObserver, (run: () => void) => (frame.run = run), setTimeout, load);
  return { imported, preloaded, parsed: () => listeners['DOMContentLoaded']?.(), paint, frame };
}

const page1 = '/_astro/page.A1.js';
const shell = '/_astro/ShellLayout.B2.js';

describe('the starter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should start the scripts one after the other, in their order, once the first contentful paint is on screen, once', async () => {
    const run = runStarter({});
    run.parsed();
    expect(run.imported).toEqual([]);
    run.paint.report?.(['first-paint']);
    expect(run.imported).toEqual([]);
    run.paint.report?.(['first-contentful-paint']);
    expect(run.imported).toEqual([page1]);
    // The later ones download meanwhile, so each is there when its turn comes.
    expect(run.preloaded).toEqual([shell]);
    await vi.advanceTimersByTimeAsync(10);
    expect(run.imported).toEqual([page1, shell]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run.imported).toEqual([page1, shell]);
  });

  it('should not wait more than 500 ms for a paint', async () => {
    const run = runStarter({});
    run.parsed();
    await vi.advanceTimersByTimeAsync(499);
    expect(run.imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.imported).toEqual([page1]);
    await vi.advanceTimersByTimeAsync(10);
    expect(run.imported).toEqual([page1, shell]);
  });

  it('should start at once in a tab nobody sees, and after a frame where the browser has no paint timing', async () => {
    const hidden = runStarter({ hidden: true });
    expect(hidden.imported).toEqual([]);
    hidden.parsed();
    expect(hidden.imported).toEqual([page1]);

    const old = runStarter({ paintTiming: false });
    old.parsed();
    old.frame.run?.();
    expect(old.imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(old.imported).toEqual([page1]);
  });

  it('should try a module that fails once more a second later, then go on', async () => {
    const run = runStarter({ hidden: true, failingOnce: page1 });
    run.parsed();
    await vi.advanceTimersByTimeAsync(10);
    expect(run.imported).toEqual([page1]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run.imported).toEqual([page1, page1]);
    await vi.advanceTimersByTimeAsync(10);
    expect(run.imported).toEqual([page1, page1, shell]);
    await vi.advanceTimersByTimeAsync(100);
  });

  it('should report a module that fails twice as an uncaught error, and start the next one', async () => {
    const run = runStarter({ hidden: true, failing: page1 });
    run.parsed();
    await vi.advanceTimersByTimeAsync(1020);
    expect(run.imported).toEqual([page1, page1, shell]);
    // The failure is thrown from a timer of its own, where the browser reports uncaught errors.
    await expect(vi.advanceTimersByTimeAsync(1)).rejects.toThrow(`${page1} failed`);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadHelperSource } from '../../../scripts/lib/preloadHelper.ts';

type Preload = (load: () => Promise<string>, deps?: string[]) => Promise<string>;

let fresh = 0;
/** A new instance of the helper module (its own record of what was asked for). */
async function helper(): Promise<Preload> {
  fresh += 1;
  const source = `${preloadHelperSource}\n// instance ${fresh}`;
  const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
    __vitePreload: Preload;
  };
  return module.__vitePreload;
}

const head: { rel: string; href: string }[] = [];

beforeEach(() => {
  head.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal('document', {
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => head.push({ ...link }) },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the preload helper', () => {
  it('should import at once and add no link in the same task', async () => {
    const preload = await helper();
    const load = vi.fn(() => Promise.resolve('module'));
    const imported = preload(load, ['_astro/react.js', '_astro/shell.js']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(head).toEqual([]);
    await expect(imported).resolves.toBe('module');
  });

  it('should add one modulepreload link per task, in the order given', async () => {
    const preload = await helper();
    void preload(() => Promise.resolve('m'), ['_astro/react.js', '_astro/shell.js', '_astro/wiring.js']);
    vi.advanceTimersToNextTimer();
    expect(head).toEqual([{ rel: 'modulepreload', href: '/_astro/react.js' }]);
    vi.advanceTimersToNextTimer();
    expect(head.map((link) => link.href)).toEqual(['/_astro/react.js', '/_astro/shell.js']);
    vi.runAllTimers();
    expect(head.map((link) => link.href)).toEqual([
      '/_astro/react.js',
      '/_astro/shell.js',
      '/_astro/wiring.js',
    ]);
  });

  it('should not ask twice for a chunk an earlier import asked for', async () => {
    const preload = await helper();
    void preload(() => Promise.resolve('a'), ['_astro/react.js', '_astro/SignIn.js']);
    void preload(() => Promise.resolve('b'), ['_astro/react.js', '_astro/ConsentDialog.js']);
    vi.runAllTimers();
    expect(head.map((link) => link.href).sort()).toEqual([
      '/_astro/ConsentDialog.js',
      '/_astro/SignIn.js',
      '/_astro/react.js',
    ]);
  });

  it('should import without links when the chunk has no imports of its own', async () => {
    const preload = await helper();
    const load = vi.fn(() => Promise.resolve('m'));
    await preload(load);
    vi.runAllTimers();
    expect(load).toHaveBeenCalledTimes(1);
    expect(head).toEqual([]);
  });
});

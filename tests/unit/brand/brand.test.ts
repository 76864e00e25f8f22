import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe('the display face', () => {
  const fontsCss = readFileSync('src/styles/fonts.css', 'utf8');
  const packageCss = readFileSync(require.resolve('@fontsource-variable/fredoka/index.css'), 'utf8');
  const ranges = (css: string, file: string) =>
    css
      .split('@font-face')
      .find((face) => face.includes(file))
      ?.match(/unicode-range:([^;]+);/)?.[1]
      ?.replace(/\s+/g, '');
  const subsets = ['fredoka-latin-wght-normal.woff2', 'fredoka-latin-ext-wght-normal.woff2'];

  it('should load the Latin and Latin Extended files alone, each for the package’s own letters', () => {
    expect(fontsCss.match(/url\([^)]*\)/g)).toHaveLength(subsets.length);
    for (const file of subsets) {
      expect(ranges(fontsCss, file)).toBeTruthy();
      expect(ranges(fontsCss, file)).toBe(ranges(packageCss, file));
    }
  });

  it('should cost a first visit 40 kB or less, both subsets together', () => {
    const bytes = subsets
      .map((file) => statSync(require.resolve(`@fontsource-variable/fredoka/files/${file}`)).size)
      .reduce((sum, size) => sum + size, 0);
    expect(bytes).toBeLessThanOrEqual(40 * 1024);
  });

  it('should be the headings’ face, its metric-matched fallback next', () => {
    const tokens = readFileSync('src/styles/tokens.css', 'utf8');
    expect(tokens).toMatch(/--font-display:\s*'Fredoka Variable', 'Fredoka fallback', system-ui/);
  });
});

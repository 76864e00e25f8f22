import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Art, { type ArtKind } from '../../../src/components/art/Art.tsx';
import type { MascotVariant } from '../../../src/components/art/Mascot.tsx';

const kinds: ArtKind[] = ['notFound', 'error', 'success', 'empty'];
const variants: MascotVariant[] = ['standard', 'finland'];
const require = createRequire(import.meta.url);

describe('the illustrations', () => {
  it.each(kinds.flatMap((kind) => variants.map((variant) => [kind, variant] as const)))(
    '%s (%s) should be small, sized, decorative and without words',
    (kind, variant) => {
      const svg = renderToStaticMarkup(createElement(Art, { kind, variant }));
      expect(svg.length).toBeLessThan(2000);
      expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+"[^>]*aria-hidden="true"/);
      expect(svg).not.toMatch(/<text|#[0-9a-f]{3,6}\b|rgb\(/i);
    },
  );
});

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

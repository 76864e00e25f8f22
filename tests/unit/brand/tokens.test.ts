import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The tokens' colours, by name (styles/tokens.css). */
const colours = new Map(
  [...readFileSync('src/styles/tokens.css', 'utf8').matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)].map(
    ([, name, hex]) => [name!, hex!] as const,
  ),
);

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
const colour = (name: string) => {
  const hex = colours.get(name);
  if (!hex) throw new Error(`no token --${name}`);
  return hex;
};

const textOnPaper = [
  'colour-ink',
  'colour-muted',
  'colour-brand',
  'colour-brand-strong',
  'colour-grass-strong',
];
const pairs: [text: string, background: string][] = [
  ...textOnPaper.flatMap((text) => [
    [text, 'colour-paper'] as [string, string],
    [text, 'colour-surface'] as [string, string],
  ]),
  ['colour-lake', 'colour-paper'],
  ['colour-problem', 'colour-paper'],
  // The logo's name on the toolbar's sky (styles/global.css `.logo__name`).
  ['colour-brand-strong', 'colour-sky'],
  ['colour-lake', 'colour-sky'],
  // White on the brand's buttons and each product kind.
  ...[...colours.keys()]
    .filter((name) => name.startsWith('kind-') || name.startsWith('colour-brand') || name === 'colour-lake')
    .filter((name) => name !== 'colour-brand-ink')
    .map((background) => ['colour-brand-ink', background] as [string, string]),
];

describe('the tokens’ colours', () => {
  it.each(pairs)('--%s on --%s should meet WCAG AA for text (4.5:1)', (text, background) => {
    expect(contrast(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
  });
});

import { describe, expect, it } from 'vitest';
import { shopSeeds } from '../../stand-ins/seed/shopSeeds.ts';

/** Every string of a seed, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

/**
 * The stand-ins' shop texts are what every screenshot and test shows of an article: they speak
 * as the brand does (docs/glossary.md), German in "du", every language with its own word for a
 * play centre.
 */
describe('the seeded shop texts', () => {
  it('should address a German parent as "du", never "Sie"', () => {
    expect(strings(shopSeeds.de).filter((text) => /\b(Sie|Ihr|Ihre[mnrs]?|Ihnen)\b/.test(text))).toEqual([]);
  });

  it("should call a play centre by the glossary's word", () => {
    expect(strings(shopSeeds.de).filter((text) => /Spielpl[aä]tz|Spielhalle/i.test(text))).toEqual([]);
    expect(strings(shopSeeds.fi).filter((text) => /leikkipuisto|synttär/i.test(text))).toEqual([]);
  });
});

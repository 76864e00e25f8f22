import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/glossary.md names, beside each word parents read, the name the code gives the concept
 * (its "in code" column). A name there that no source file uses is a glossary gone stale: a
 * rename left it behind, or the concept was spelt another way.
 */
const root = join(import.meta.dirname, '../../..');

/** The glossary's rows: the concept and the code names of its "in code" cell. */
function codeNames(): { concept: string; names: string[] }[] {
  const table = readFileSync(join(root, 'docs/glossary.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const [header, , ...rows] = table;
  const column = header?.indexOf('in code') ?? -1;
  expect(column, 'the glossary has an "in code" column').toBeGreaterThan(0);
  return rows.map((cells) => ({
    concept: cells[0] ?? '',
    names: [...(cells[column] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''),
  }));
}

/** Every source file under src/ (TypeScript, TSX, Astro), read once. */
function sources(dir = join(root, 'src')): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|astro)$/.test(entry) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('glossary code names', () => {
  const rows = codeNames();
  const code = sources();

  it('should give every concept at least one code name', () => {
    expect(rows.filter((row) => row.names.length === 0).map((row) => row.concept)).toEqual([]);
  });

  it('should name only identifiers the code uses, as whole words', () => {
    const unused = rows.flatMap(({ concept, names }) =>
      names
        .filter((name) => {
          const word = new RegExp(`(?<![\\w$-])${name.replace(/[-$]/g, '\\$&')}(?![\\w$-])`);
          return !code.some((text) => word.test(text));
        })
        .map((name) => `${concept}: ${name}`),
    );
    expect(unused).toEqual([]);
  });
});

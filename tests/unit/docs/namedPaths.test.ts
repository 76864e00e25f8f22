import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The guide and the docs name files, folders and npm scripts; a rename that forgets them
 * leaves a newcomer at a dead end. Every path in backticks that starts at the repository's
 * root, and every `npm run …` script, must exist. A path with a placeholder (`{lang}`, `*`,
 * `…`) names a family of files and is not checked.
 */
const documents = ['README.md', ...readdirSync('docs').map((name) => `docs/${name}`)];
const roots = /^(src|tests|scripts|redirects|functions|editor|deploy|docs|public|\.ci)\//;
const rootFiles = new Set([
  'package.json',
  'astro.config.mjs',
  'playwright.config.ts',
  'vitest.config.ts',
  'knip.config.ts',
  'eslint.config.js',
  'tsconfig.json',
]);
const scripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts,
);
const builtIn = new Set(['install', 'start', 'test']);

function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/[:#].*$/, '').replace(/[),.;]+$/, ''))
    .filter((path) => (roots.test(path) || rootFiles.has(path)) && !/[{}*…]/.test(path));
}

function namedScripts(text: string): string[] {
  const run = [...text.matchAll(/npm run ([a-z][\w:-]*)/g)].map((match) => match[1]!);
  // In the commands table a script's siblings are written without `npm run`: `bench:lighthouse`.
  const siblings = [...text.matchAll(/`((?:test|bench|check|build):[\w-]+)`/g)].map((match) => match[1]!);
  const plain = [...text.matchAll(/\bnpm (start|test|install)\b/g)].map((match) => match[1]!);
  // `npm run bench:…` names the family.
  return [...run, ...siblings, ...plain].filter((name) => !name.endsWith(':'));
}

describe.each(documents)('%s', (document) => {
  const text = readFileSync(document, 'utf8');

  it('should name only paths that exist', () => {
    expect(namedPaths(text).filter((path) => !existsSync(path))).toEqual([]);
  });

  it('should name only npm scripts that exist', () => {
    expect(namedScripts(text).filter((name) => !scripts.includes(name) && !builtIn.has(name))).toEqual([]);
  });
});

describe('README.md', () => {
  it('should stay a guide: at most 300 lines', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(300);
  });
});

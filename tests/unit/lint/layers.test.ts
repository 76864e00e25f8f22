import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Imports go one way, config → lib → stores → islands, components and pages, and never in a
 * circle; product code never imports the tests. Checked with the project's own ESLint set-up,
 * on code placed where the rule applies (paths are the project's own, so imports resolve).
 */
const eslint = new ESLint();

async function problems(filePath: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((m) => m.message);
}

const layerProblems = (filePath: string, code: string) =>
  problems(filePath, code, 'import-x/no-restricted-paths');

// ESLint follows the imports through the files on disk: slower than a unit test usually is.
describe('the layer rule', { timeout: 30_000 }, () => {
  it.each([
    ['src/lib/session/example.ts', "import { $session } from '../../stores/session.ts';", 'src/lib is below'],
    [
      'src/lib/session/example.ts',
      "import type { SessionState } from '../../stores/session.ts';",
      'src/lib is below',
    ],
    [
      'src/lib/shell/example.ts',
      "import { startConsent } from '../../islands/behaviours/consentMode.ts';",
      'src/lib is below',
    ],
    ['src/stores/example.ts', "import { startShell } from '../islands/shell.ts';", 'Stores are below'],
    [
      'src/config/example.ts',
      "import { log } from '../lib/log/log.ts';",
      'src/config is the source of truth',
    ],
    [
      'src/config/example.ts',
      "import { messages } from '../i18n/index.ts';",
      'src/config is the source of truth',
    ],
    [
      'src/islands/example.ts',
      "import { FakeStorage } from '../../tests/unit/support/fakeStorage.ts';",
      'never depends on the tests',
    ],
    [
      'functions/example.ts',
      "import { FakeStorage } from '../tests/unit/support/fakeStorage.ts';",
      'never depends on the tests',
    ],
    [
      'redirects/example.ts',
      "import { FakeStorage } from '../tests/unit/support/fakeStorage.ts';",
      'never depends on the tests',
    ],
    [
      'src/pages/profile/example.astro.ts',
      "import { structuredDataProblems } from '../../../scripts/lib/schemaVocabulary.ts';",
      'never imports build tools',
    ],
    [
      'src/lib/example.ts',
      "import { shopRules } from '../../redirects/shopRules.ts';",
      'never imports build tools',
    ],
    ['src/i18n/example.ts', "import { $session } from '../stores/session.ts';", 'src/i18n holds the words'],
    [
      'src/lib/shop/example.ts',
      "import { playgroundName } from '../playground/resolvePlayground.ts';",
      "The play centre's page shows the shop",
    ],
  ])('should refuse, in %s: %s', async (filePath, code, message) => {
    const found = await layerProblems(filePath, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it.each([
    ['src/config/example.ts', "import { countries } from './countries.ts';\nimport { z } from 'zod';"],
    ['src/lib/example.ts', "import { site } from '../config/site.ts';"],
    ['src/stores/example.ts', "import { sessionVisibility } from '../lib/shell/visibility.ts';"],
    ['src/lib/shop/example.ts', "import { isPlaygroundSlug } from '../address/segments.ts';"],
    ['src/lib/playground/example.ts', "import { loadShelf } from '../shop/shelf.ts';"],
    ['src/islands/example.ts', "import { $session } from '../stores/session.ts';"],
    ['tests/unit/example.ts', "import { $session } from '../../src/stores/session.ts';"],
  ])('should allow, in %s: %s', async (filePath, code) => {
    expect(await layerProblems(filePath, code)).toEqual([]);
  });
});

describe('src/lib draws no DOM', { timeout: 30_000 }, () => {
  const drawing = (filePath: string, code: string) => problems(filePath, code, 'no-restricted-syntax');

  it.each([
    "document.querySelector('p')!.textContent = 'Tickets';",
    "document.body.append(document.createElement('div'));",
    "document.querySelector('p')?.replaceChildren();",
    "document.body.classList.add('open');",
    "(document.querySelector('p') as HTMLElement).hidden = true;",
  ])('should refuse, in src/lib: %s', async (code) => {
    const found = await drawing('src/lib/badge/example.ts', code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('src/lib draws no DOM');
  });

  it('should allow the same drawing in the shell behaviours, and a hidden frame in src/lib', async () => {
    expect(
      await drawing(
        'src/islands/behaviours/example.ts',
        "document.querySelector('p')!.textContent = 'Tickets';",
      ),
    ).toEqual([]);
    expect(await drawing('src/lib/session/example.ts', "document.createElement('iframe');")).toEqual([]);
  });
});

describe('no import cycles', { timeout: 30_000 }, () => {
  it('should refuse a module that imports one that imports it back', async () => {
    // appStorage.ts imports versionedStorage.ts; this stands in for versionedStorage.ts.
    const found = await problems(
      'src/lib/storage/versionedStorage.ts',
      "import { appStorage } from './appStorage.ts';\nappStorage();",
      'local/no-import-cycle',
    );
    expect(found).toEqual([
      'Import cycle: src/lib/storage/versionedStorage.ts → src/lib/storage/appStorage.ts → src/lib/storage/versionedStorage.ts. Type-only imports count: move the shared type down a layer.',
    ]);
  });

  it('should refuse a longer circle too', async () => {
    // appStorage.ts → log.ts → logger.ts; this stands in for logger.ts.
    const found = await problems(
      'src/lib/log/logger.ts',
      "import { appStorage } from '../storage/appStorage.ts';\nappStorage();",
      'local/no-import-cycle',
    );
    expect(found).toHaveLength(1);
  });

  it('should refuse a circle made of an import that names only types', async () => {
    // ApiError.ts keeps the Refusal type that refusal.ts reads; a type pulled back from
    // refusal.ts closed the circle ApiError → refusal → propertyErrors → errorSource → ApiError.
    const found = await problems(
      'src/lib/errors/ApiError.ts',
      "import type { readRefusal } from './refusal.ts';\nexport type Reader = typeof readRefusal;",
      'local/no-import-cycle',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('src/lib/errors/refusal.ts');
  });

  it('should refuse a circle closed by a dynamic import', async () => {
    // boot.ts loads the page guard on demand; this stands in for pageGuard.ts.
    const found = await problems(
      'src/lib/session/pageGuard.ts',
      "export const later = () => import('./boot.ts');",
      'local/no-import-cycle',
    );
    expect(found).toHaveLength(1);
  });

  it('should refuse an i18n → lib → i18n circle', async () => {
    // lib/errors/serviceWords.ts fills its words with i18n/fill.ts; this stands in for fill.ts.
    const found = await problems(
      'src/i18n/fill.ts',
      "import { serviceWords } from '../lib/errors/serviceWords.ts';\nexport const words = serviceWords;",
      'local/no-import-cycle',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('src/lib/errors/serviceWords.ts → src/i18n/fill.ts');
  });

  it('should allow the same import where nothing leads back', async () => {
    const found = await problems(
      'src/lib/storage/example.ts',
      "import { appStorage } from './appStorage.ts';\nappStorage();",
      'local/no-import-cycle',
    );
    expect(found).toEqual([]);
  });
});

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Product code prints only through the logger (src/lib/log), so spec §9's minimum level holds
 * everywhere; command-line tools may print. Checked with the project's own ESLint set-up.
 */
const eslint = new ESLint();
const code = "console.info('hello');\nexport {};\n";

async function consoleProblems(filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-console').map((m) => m.message);
}

// ESLint with the project's type-aware config takes seconds to start on a busy machine.
describe('no-console', { timeout: 30_000 }, () => {
  it.each([
    'src/islands/behaviours/example.ts',
    'src/lib/api/example.ts',
    'functions/profile/example.ts',
    'redirects/example.ts',
  ])('should refuse a bare console call in %s', async (filePath) => {
    expect(await consoleProblems(filePath)).toHaveLength(1);
  });

  it.each(['src/lib/log/example.ts', 'scripts/example.ts', 'tests/unit/example.ts'])(
    'should allow it in %s',
    async (filePath) => {
      expect(await consoleProblems(filePath)).toEqual([]);
    },
  );
});

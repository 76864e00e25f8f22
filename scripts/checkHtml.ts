/**
 * Checks every page of the last build with the W3C Nu HTML Checker (vnu):
 *   npm run check:html                               dist/ (what `npm run build:dev` wrote)
 *   npm run check:html -- --out-dir .tmp/dist-production
 * A script rather than a vitest project: it is one pass over build output, like `check:types`,
 * and prints `file:line:column message` lines an editor or CI log links to. All pages go to one
 * Java process (starting the JVM is most of the time). It fails on any error the checker
 * reports, except the few where the checker lags the standard (scripts/lib/htmlCheckerLags.ts),
 * and when it finds no page to check.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { failWith } from './lib/cli.ts';
import { readBuiltTarget } from './lib/builtTarget.ts';
import { defaultDistRoot, outputDir } from './lib/edgeFiles.ts';
import { htmlFiles } from './lib/htmlFiles.ts';
import {
  checkerLagOf,
  htmlCheckerLags,
  type CheckerLag,
  type CheckerMessage,
} from './lib/htmlCheckerLags.ts';
import { installHint, requireTestTool } from './lib/testTools.ts';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** Runs the checker once over all pages and returns its messages (errors only). */
function runChecker(pages: readonly string[]): Promise<CheckerMessage[]> {
  const java = requireTestTool('java');
  // --no-langdetect: language guesses only ever give warnings, which --errors-only drops.
  const args = ['-jar', vnuJar, '--errors-only', '--no-langdetect', '--format', 'json', '--stdout'];
  return new Promise((resolve, reject) => {
    const child = spawn(java, [...args, '--exit-zero-always', ...pages], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`The Nu HTML Checker needs ${installHint('java')}; ${java} was not found`)
          : error,
      ),
    );
    child.on('exit', (code) => {
      if (code !== 0)
        return reject(new Error(`The Nu HTML Checker failed (exit ${code}):\n${stderr || stdout}`));
      try {
        resolve((JSON.parse(stdout) as { messages: CheckerMessage[] }).messages);
      } catch {
        reject(new Error(`The Nu HTML Checker's output is not JSON:\n${stdout}\n${stderr}`));
      }
    });
  });
}

/** `file:line:column  message`, then the checker's excerpt of the page. */
function describe(message: CheckerMessage): string {
  const file = message.url?.startsWith('file:')
    ? relative(process.cwd(), fileURLToPath(message.url))
    : (message.url ?? '(no file)');
  const line = message.firstLine ?? message.lastLine ?? 0;
  const column = message.firstColumn ?? message.lastColumn ?? 0;
  const kind =
    message.type === 'error' ? '' : ` [${[message.type, message.subType].filter(Boolean).join('/')}]`;
  const extract = (message.extract ?? '').replace(/\s+/g, ' ').trim();
  return `${file}:${line}:${column}${kind}  ${message.message}\n    ${extract}`;
}

async function main() {
  const { values } = parseArgs({ options: { 'out-dir': { type: 'string', default: defaultDistRoot } } });
  const distRoot = values['out-dir'];
  const { environment, countries } = readBuiltTarget(distRoot);
  const started = performance.now();

  const pages: string[] = [];
  for (const country of countries) {
    const found = await htmlFiles(outputDir(country, distRoot)).catch(() => []);
    // A country without pages would make the check pass while checking nothing of it.
    if (found.length === 0) throw new Error(`No HTML pages in ${outputDir(country, distRoot)}/ to check`);
    pages.push(...found);
  }
  if (pages.length === 0) throw new Error(`No HTML pages in ${distRoot}/ to check`);

  const messages = await runChecker(pages);
  const pageTexts = new Map<string, Promise<string>>();
  const pageText = (url: string) => {
    if (!pageTexts.has(url)) pageTexts.set(url, readFile(fileURLToPath(url), 'utf8'));
    return pageTexts.get(url)!;
  };
  const filtered = new Map<CheckerLag, number>();
  const problems: CheckerMessage[] = [];
  for (const message of messages) {
    const lag = message.url?.startsWith('file:')
      ? checkerLagOf(message, await pageText(message.url))
      : undefined;
    if (lag) filtered.set(lag, (filtered.get(lag) ?? 0) + 1);
    else problems.push(message);
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const unused = htmlCheckerLags.filter((lag) => !filtered.has(lag));
  for (const lag of unused)
    console.log(
      `Note: no page needs the filter for "${lag.message}" any more; remove it from scripts/lib/htmlCheckerLags.ts`,
    );
  if (problems.length > 0) {
    throw new Error(
      `${problems.length} HTML ${problems.length === 1 ? 'error' : 'errors'} in ${new Set(problems.map((problem) => problem.url)).size} of ${pages.length} pages (Nu HTML Checker, ${seconds} s):\n\n${problems.map(describe).join('\n')}`,
    );
  }
  const filteredCount = [...filtered.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `✔ ${pages.length} pages of the ${environment} build (${countries.join(', ')}) are valid HTML: Nu HTML Checker, ${seconds} s (${filteredCount} messages on what the checker does not know yet left out: scripts/lib/htmlCheckerLags.ts)`,
  );
}

main().catch(failWith);

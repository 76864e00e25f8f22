import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * `local/no-import-cycle`: no module of ours imports, through any chain, a module that imports it
 * back. Unlike import-x's `no-cycle`, an import that names only types counts: it couples the
 * two modules as much as any other (a type moved to a higher layer is where a cycle starts),
 * and a dynamic `import()` counts too. Imports are read as TypeScript reads them
 * (`ts.preProcessFile`), relative ones resolved against the files on disk; the file being
 * linted is read from the editor's text, so a cycle shows while it is typed.
 */

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const moduleFile = /\.(ts|tsx|js|mjs)$/;

/** A module of ours: a script file of the project, not a dependency's. */
function isOurs(file) {
  return file.startsWith(projectRoot) && !file.includes('/node_modules/') && moduleFile.test(file);
}

/** The modules of ours a source text imports, resolved to files that exist. */
function importsOf(file, text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const targets = [];
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const target = resolve(dirname(file), fileName);
    try {
      if (isOurs(target) && statSync(target).isFile()) targets.push({ specifier: fileName, target });
    } catch {
      // Not a file of ours (a virtual module, or one being written): no edge.
    }
  }
  return targets;
}

/** The graph as on disk, kept while the files' times do not change. */
const cache = new Map();
function diskImports(file) {
  const time = statSync(file).mtimeMs;
  const cached = cache.get(file);
  if (cached?.time === time) return cached.imports;
  const imports = importsOf(file, readFileSync(file, 'utf8')).map(({ target }) => target);
  cache.set(file, { time, imports });
  return imports;
}

/** A path from `from` back to `to` along imports, or null (breadth first: the shortest). */
function pathBack(from, to, importsOfFile) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of importsOfFile(current)) {
      if (previous.has(next)) continue;
      previous.set(next, current);
      if (next === to) {
        const path = [next];
        for (let step = current; step !== null; step = previous.get(step)) path.unshift(step);
        return path;
      }
      queue.push(next);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles among our modules, type-only and dynamic imports included.' },
    messages: {
      cycle: 'Import cycle: {{route}}. Type-only imports count: move the shared type down a layer.',
    },
    schema: [],
  },
  create(context) {
    const file = resolve(context.filename);
    if (!isOurs(file)) return {};
    return {
      Program() {
        const own = importsOf(file, context.sourceCode.text);
        // This file as typed, every other as on disk.
        const importsOfFile = (module) =>
          module === file ? own.map(({ target }) => target) : diskImports(module);
        for (const { specifier, target } of own) {
          const back = pathBack(target, file, importsOfFile);
          if (!back) continue;
          const route = [file, ...back].map((module) => relative(projectRoot, module)).join(' → ');
          const node =
            context.sourceCode.ast.body.find(
              (statement) =>
                (statement.type === 'ImportDeclaration' || statement.type === 'ExportNamedDeclaration') &&
                statement.source?.value === specifier,
            ) ?? context.sourceCode.ast;
          context.report({ node, messageId: 'cycle', data: { route } });
        }
      },
    };
  },
};

/**
 * oidc-client-ts logs through its own Logger, which does nothing unless a page calls
 * `Log.setLogger` (this product never does: its own logger, src/lib/log, reports what matters).
 * Its 170 logging statements and their messages are still about 1.9 kB gzip of every signed-in
 * page. This build step removes those statements from the library, nothing else: a statement
 * that is only a call of `debug`, `info`, `warn` or `error` on one of its loggers (`logger`,
 * `logger2`, `this._logger`, `Logger`). `logger.throw(…)` and `logger.create(…)` stay.
 */
import { childNodes, isNode, type Node } from './estree.ts';

const levels = new Set(['debug', 'info', 'warn', 'error']);
const loggerName = /^(?:_?logger\d*|Logger)$/;

/** The name a member expression's object ends in: `logger2` for `logger2`, `_logger` for `this._logger`. */
function objectName(object: Node): string {
  if (object.type === 'Identifier') return String(object['name']);
  const property = object['property'];
  if (object.type === 'MemberExpression' && !object['computed'] && isNode(property)) {
    return String(property['name']);
  }
  return '';
}

function isLoggingStatement(node: Node): boolean {
  const call = node['expression'];
  if (node.type !== 'ExpressionStatement' || !isNode(call) || call.type !== 'CallExpression') return false;
  const callee = call['callee'];
  if (!isNode(callee) || callee.type !== 'MemberExpression' || callee['computed']) return false;
  const method = callee['property'];
  const object = callee['object'];
  return (
    isNode(method) &&
    levels.has(String(method['name'])) &&
    isNode(object) &&
    loggerName.test(objectName(object))
  );
}

/** Where the logging statements of a parsed module are, outermost only. */
function loggingStatements(node: Node, found: Node[] = []): Node[] {
  if (isLoggingStatement(node)) {
    found.push(node);
    return found;
  }
  for (const child of childNodes(node)) loggingStatements(child, found);
  return found;
}

/**
 * The module's code without its logging statements, each replaced by an empty statement (`;`),
 * which keeps every `if (…) logger.debug(…)` valid.
 */
export function withoutLogging(code: string, program: Node): string {
  let result = code;
  const statements = loggingStatements(program).sort((a, b) => b.start - a.start);
  for (const statement of statements) {
    result = `${result.slice(0, statement.start)};${result.slice(statement.end)}`;
  }
  return result;
}

/** The Vite plugin: applies `withoutLogging` to oidc-client-ts's module only. */
export function stripOidcLogging() {
  return {
    name: 'strip-oidc-logging',
    transform(this: { parse(code: string): unknown }, code: string, id: string) {
      if (!/\/node_modules\/oidc-client-ts\/.*\.js$/.test(id)) return undefined;
      return { code: withoutLogging(code, this.parse(code) as Node), map: null };
    },
  };
}

import { childNodes, isNode, type Node } from './estree.ts';

/**
 * The route table (src/config/routes.ts) names every page's slug in all six languages, because
 * the server side of a build (pages, redirects, the edge) and the tests read it whole. A
 * country's pages, though, only ever link to its own languages: this build step keeps only
 * those slugs in the table the browser downloads, about 0.5 kB gzip of every first visit. The
 * build's server side keeps the whole table.
 */

/** A property's key as written (`slugs`, `sv`, `'sv'`), or '' for a computed one. */
function keyName(property: Node): string {
  const key = property['key'];
  if (property['computed'] || !isNode(key)) return '';
  return String(key.type === 'Identifier' ? key['name'] : key['value']);
}

/** Every `slugs: { … }` object of a parsed module. */
function slugObjects(node: Node, found: Node[] = []): Node[] {
  const value = node['value'];
  if (
    node.type === 'Property' &&
    keyName(node) === 'slugs' &&
    isNode(value) &&
    value.type === 'ObjectExpression'
  ) {
    found.push(value);
    return found;
  }
  for (const child of childNodes(node)) slugObjects(child, found);
  return found;
}

/** The module's code with each `slugs` object holding only the given languages' entries. */
export function withSlugsOf(code: string, program: Node, languages: readonly string[]): string {
  let result = code;
  const objects = slugObjects(program).sort((a, b) => b.start - a.start);
  for (const object of objects) {
    const properties = (object['properties'] as Node[]).filter((property) =>
      languages.includes(keyName(property)),
    );
    const kept = properties.map((property) => code.slice(property.start, property.end)).join(', ');
    result = `${result.slice(0, object.start)}{ ${kept} }${result.slice(object.end)}`;
  }
  return result;
}

/** The Vite plugin: applies `withSlugsOf` to the route table of the browser's build only. */
export function countryRouteSlugs(languages: readonly string[]) {
  return {
    name: 'country-route-slugs',
    transform(this: { parse(code: string): unknown }, code: string, id: string, options?: { ssr?: boolean }) {
      if (options?.ssr || !/\/src\/config\/routes\.ts$/.test(id)) return undefined;
      return { code: withSlugsOf(code, this.parse(code) as Node, languages), map: null };
    },
  };
}

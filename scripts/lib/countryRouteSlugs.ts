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

/**
 * What only the build's server side reads of a route (the page's style, whether search engines
 * may index it, the login guard's and the sign-in flow's marks, the shape of its addresses for
 * the footer's language links, all written into each page's markup): the browser's table
 * leaves them out, and keeps the slugs.
 */
const serverOnlyFields = new Set([
  'style',
  'indexable',
  'signedInOnly',
  'signInFlow',
  'below',
  'kindSegment',
]);

/** Every route of the table: an object literal with a `slugs` property. */
function routeObjects(node: Node, found: Node[] = []): Node[] {
  if (
    node.type === 'ObjectExpression' &&
    (node['properties'] as Node[]).some((property) => keyName(property) === 'slugs')
  )
    found.push(node);
  for (const child of childNodes(node)) routeObjects(child, found);
  return found;
}

/**
 * The module's code with each `slugs` object holding only the given languages' entries, and
 * each route without its server-only fields.
 */
export function withSlugsOf(code: string, program: Node, languages: readonly string[]): string {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const object of slugObjects(program)) {
    const properties = (object['properties'] as Node[]).filter((property) =>
      languages.includes(keyName(property)),
    );
    const kept = properties.map((property) => code.slice(property.start, property.end)).join(', ');
    edits.push({ start: object.start, end: object.end, text: `{ ${kept} }` });
  }
  for (const route of routeObjects(program)) {
    const properties = route['properties'] as Node[];
    const kept = properties.filter((property) => !serverOnlyFields.has(keyName(property)));
    if (kept.length === properties.length) continue;
    // The route is written anew from the properties it keeps (slugs edited as above).
    const text = kept
      .map((property) => {
        const inner = edits.find((edit) => edit.start >= property.start && edit.end <= property.end);
        const original = code.slice(property.start, property.end);
        return inner
          ? original.slice(0, inner.start - property.start) +
              inner.text +
              original.slice(inner.end - property.start)
          : original;
      })
      .join(', ');
    for (let index = edits.length - 1; index >= 0; index -= 1) {
      const edit = edits[index]!;
      if (edit.start >= route.start && edit.end <= route.end) edits.splice(index, 1);
    }
    edits.push({ start: route.start, end: route.end, text: `{ ${text} }` });
  }
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    result = `${result.slice(0, edit.start)}${edit.text}${result.slice(edit.end)}`;
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

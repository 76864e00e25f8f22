/**
 * The little of the ESTree shape that the build's code steps read (stripOidcLogging.ts,
 * countryRouteSlugs.ts), from the parser Vite hands a plugin (`this.parse`).
 */

/** The parts of a node these steps read; every node has a type and its offsets. */
export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The nodes directly below a node, in source order. */
export function childNodes(node: Node): Node[] {
  return Object.values(node)
    .flatMap((value: unknown) => (Array.isArray(value) ? value : [value]))
    .filter(isNode);
}

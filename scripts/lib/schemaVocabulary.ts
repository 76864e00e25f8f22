import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Checks JSON-LD against schema.org's vocabulary, so a page whose structured data names a type
 * or property schema.org does not have fails the build instead of being silently ignored by
 * search engines. The vocabulary is the one schema-dts was generated from: its declarations are
 * what the product's builders are typed with, so the types and this check cannot disagree.
 */

export interface Vocabulary {
  /** Each type's properties, its ancestors' included, by the name `@type` gives it. */
  types: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * Role and its subtypes: a Role node also carries the property it qualifies (`{"@type":
   * "OrganizationRole", "member": …, "startDate": …}`), which can be any property.
   */
  roles: ReadonlySet<string>;
  /** Every property of every type. */
  properties: ReadonlySet<string>;
}

/*
 * The lines of schema-dts's d.ts this reads (checked against 2.1.0). A Base holds a type's own
 * properties and extends its parents' Bases; a Leaf names the type as JSON-LD writes it. A type
 * with no properties of its own has no Base: its Leaf extends its parent's.
 *   interface LocalBusinessBase extends PlaceBase, OrganizationBase {
 *       "openingHours"?: SchemaValue<Text, "openingHours">;
 *   }
 *   export interface AmusementParkLeaf extends LocalBusinessBase {
 *       "@type": "AmusementPark";
 *   }
 *   export type RoleLeaf<TContent, TProperty extends string> = Omit<RoleBase, TProperty> & {
 *       "@type": "Role";
 *   } & { [key in TProperty]: TContent; };
 */
const baseStart = /^interface (\w+)Base extends (.+) \{$/;
const leafStart = /^export interface \w+Leaf extends (\w+)Base \{$/;
const roleLeafStart =
  /^export type \w+Leaf<TContent, TProperty extends string> = Omit<(\w+)Base, TProperty> & \{$/;
const typeLine = /^ {4}"@type": "([^"]+)";$/;
const propertyLine = /^ {4}"([^"@][^"]*)"\?:/;

function parseDeclarations(text: string): Vocabulary {
  const bases = new Map<string, { parents: string[]; own: string[] }>();
  const leaves: { type: string; base: string; role: boolean }[] = [];
  let base: { parents: string[]; own: string[] } | undefined;
  let leaf: { base: string; role: boolean } | undefined;
  for (const line of text.split(/\r?\n/)) {
    let match: RegExpExecArray | null;
    if (line.startsWith('}')) {
      base = leaf = undefined;
    } else if ((match = baseStart.exec(line))) {
      // `Partial<IdReference>` (the root of every Base) only adds `@id`.
      const parents = match[2]!.split(', ').flatMap((parent) => /^(\w+)Base$/.exec(parent)?.[1] ?? []);
      base = { parents, own: [] };
      bases.set(match[1]!, base);
    } else if ((match = leafStart.exec(line) ?? roleLeafStart.exec(line))) {
      leaf = { base: match[1]!, role: line.startsWith('export type') };
    } else if (base && (match = propertyLine.exec(line))) {
      base.own.push(match[1]!);
    } else if (leaf && (match = typeLine.exec(line))) {
      leaves.push({ type: match[1]!, ...leaf });
    }
  }

  const inherited = new Map<string, Set<string>>();
  function propertiesOf(name: string): Set<string> {
    let properties = inherited.get(name);
    if (properties) return properties;
    const declared = bases.get(name);
    if (!declared) throw new Error(`schema-dts declares no ${name}Base`);
    properties = new Set([
      ...declared.own,
      ...declared.parents.flatMap((parent) => [...propertiesOf(parent)]),
    ]);
    inherited.set(name, properties);
    return properties;
  }
  const types = new Map(leaves.map((leaf) => [leaf.type, propertiesOf(leaf.base)]));
  const roleTypes = new Set(leaves.filter((leaf) => leaf.role).map((leaf) => leaf.type));
  // A format change that the patterns above no longer match must not pass every page unchecked.
  if (!types.get('Thing')?.has('name') || !types.get('AmusementPark')?.has('openingHoursSpecification')) {
    throw new Error('schema-dts/dist/schema.d.ts is not in the form scripts/lib/schemaVocabulary.ts reads');
  }
  return {
    types,
    roles: roleTypes,
    properties: new Set([...bases.values()].flatMap((declared) => declared.own)),
  };
}

let cached: Vocabulary | undefined;

export function loadSchemaVocabulary(): Vocabulary {
  if (!cached) {
    const schemaDts = dirname(createRequire(import.meta.url).resolve('schema-dts/package.json'));
    cached = parseDeclarations(readFileSync(join(schemaDts, 'dist', 'schema.d.ts'), 'utf8'));
  }
  return cached;
}

const schemaOrg = /^https:\/\/schema\.org\/?$/;

/** Whether a `@context` is schema.org's: its URL, or a list or object with it among its values. */
function isSchemaOrgContext(context: unknown): boolean {
  if (typeof context === 'string') return schemaOrg.test(context);
  if (Array.isArray(context)) return context.some(isSchemaOrgContext);
  if (typeof context === 'object' && context !== null) return Object.values(context).some(isSchemaOrgContext);
  return false;
}

/** `AmusementPark` and `https://schema.org/AmusementPark` are the same type. */
const typeName = (name: string) => name.replace(/^https:\/\/schema\.org\//, '');

/** A node's own problems: its `@context`, its `@type`, and its properties against that type. */
function nodeProblems(node: Record<string, unknown>, path: string, vocabulary: Vocabulary): string[] {
  const problems: string[] = [];
  if ('@context' in node && !isSchemaOrgContext(node['@context'])) {
    problems.push(`${path}.@context: ${JSON.stringify(node['@context'])} is not https://schema.org`);
  }
  const keys = Object.keys(node).filter((key) => !key.startsWith('@'));
  const declared = node['@type'];
  if (declared === undefined) {
    if (keys.length > 0) problems.push(`${path}: has properties (${keys.join(', ')}) but no @type`);
    return problems;
  }
  const names = (Array.isArray(declared) ? declared : [declared]).map((name) =>
    typeof name === 'string' ? typeName(name) : JSON.stringify(name),
  );
  const unknown = names.filter((name) => !vocabulary.types.has(name));
  // An unknown type's properties cannot be judged: its name is the one problem.
  if (unknown.length > 0)
    return [...problems, ...unknown.map((name) => `${path}: ${name} is not a schema.org type`)];
  const isRole = names.some((name) => vocabulary.roles.has(name));
  for (const key of keys) {
    const allowed = names.some((name) => vocabulary.types.get(name)!.has(key));
    if (!allowed && !(isRole && vocabulary.properties.has(key))) {
      problems.push(`${path}.${key}: not a property of ${names.join(' or ')}`);
    }
  }
  return problems;
}

function treeProblems(value: unknown, path: string, vocabulary: Vocabulary): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => treeProblems(item, `${path}[${index}]`, vocabulary));
  }
  if (typeof value !== 'object' || value === null) return [];
  const node = value as Record<string, unknown>;
  return [
    ...nodeProblems(node, path, vocabulary),
    ...Object.entries(node).flatMap(([key, child]) =>
      key === '@context' ? [] : treeProblems(child, `${path}.${key}`, vocabulary),
    ),
  ];
}

/**
 * What is wrong with a JSON-LD text, as sentences that say where (`AmusementPark.address`): not
 * JSON, no schema.org `@context`, an unknown type, a property its node's type does not have, or
 * a node with properties but no type (which nothing could check). Empty when the text is fine.
 */
export function structuredDataProblems(
  jsonText: string,
  vocabulary: Vocabulary = loadSchemaVocabulary(),
): string[] {
  let data: unknown;
  try {
    data = JSON.parse(jsonText);
  } catch (error) {
    return [`not JSON: ${(error as Error).message}`];
  }
  // A path starts with its root's type (`AmusementPark.address`), or `$` for an untyped root.
  return (Array.isArray(data) ? data : [data]).flatMap((root: unknown) => {
    const type = (root as { '@type'?: unknown } | null)?.['@type'];
    const path = typeof type === 'string' ? typeName(type) : '$';
    const hasContext = typeof root === 'object' && root !== null && '@context' in root;
    return [
      ...(hasContext ? [] : [`${path}: no @context (expected https://schema.org)`]),
      ...treeProblems(root, path, vocabulary),
    ];
  });
}

/**
 * Throws when a built page's JSON-LD has a problem, naming the page, so the build stops on it
 * (scripts/build.ts checks every HTML page of a country's site once Astro has written it).
 */
export function assertStructuredData(jsonText: string, page?: string): void {
  const problems = structuredDataProblems(jsonText);
  if (problems.length > 0) {
    const of = page === undefined ? '' : ` of ${page}`;
    throw new Error(`Structured data${of} does not match schema.org:\n- ${problems.join('\n- ')}`);
  }
}

/** The JSON-LD blocks of an HTML page, as text. */
export function structuredDataOf(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

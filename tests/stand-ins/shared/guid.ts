import { createHash } from 'node:crypto';

/**
 * A stable GUID for a seeded thing, derived from its kind and key (e.g. `playground`,
 * `barkarby`). The same seed gives the same GUIDs on every start, so links a tester
 * bookmarked and ids a test wrote down keep working, without a table of random strings.
 */
export function guidFor(kind: string, key: string): string {
  const hex = createHash('sha1').update(`${kind}:${key}`).digest('hex');
  // Shaped as a version-5 UUID (name-based, SHA-1) with the RFC 4122 variant.
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Percent-encodes a value taken from a URL into exactly one path segment: slashes, CR/LF and
 * everything outside the unreserved set are encoded, so no value can add a segment or change
 * the host. "." and ".." cannot be a segment at all (URL parsers resolve them, even encoded as
 * %2E), so callers reject them first with `isDotSegment`.
 */
export function segment(value: string): string {
  // toWellFormed: a lone surrogate would make encodeURIComponent throw.
  return encodeURIComponent(value.toWellFormed());
}

export function isDotSegment(value: string): boolean {
  return value === '.' || value === '..';
}

/**
 * Optimistic concurrency on a product (issue 39): the merchant's copy carries the version it was
 * read at; a change sent with that version is made only while the product is still at it, so that
 * two people editing the same product never overwrite each other unknowingly. The version travels
 * as an HTTP entity tag (`ETag: "7"`, `If-Match: "7"`); without `If-Match` a change is made as
 * before (the command line's scripts), `If-Match: *` matches any version.
 */

/** What an `If-Match` asks: a version, any version, or nothing (no header). */
export type ExpectedVersion = { kind: 'none' } | { kind: 'any' } | { kind: 'version'; version: number };

/** The entity tag of a version: `"7"`. */
export const entityTagOf = (version: number): string => `"${version}"`;

const TAG = /^(?:W\/)?"(\d{1,9})"$|^(\d{1,9})$/;

/**
 * An `If-Match` header read: `"7"`, `W/"7"` (a weak tag names the same version here) or a bare
 * `7`; several tags (`"6", "7"`) are refused, as a shop's editor never sends them. Null: not a tag.
 */
export function readIfMatch(header: string | readonly string[] | undefined): ExpectedVersion | null {
  if (header === undefined) return { kind: 'none' };
  const text = (typeof header === 'string' ? header : header.join(',')).trim();
  if (text === '*') return { kind: 'any' };
  const match = TAG.exec(text);
  if (!match) return null;
  const version = Number(match[1] ?? match[2]);
  return version >= 1 ? { kind: 'version', version } : null;
}

/** Whether a change expecting `expected` may be made to a product now at `current`. */
export function versionMatches(expected: ExpectedVersion, current: number): boolean {
  return expected.kind !== 'version' || expected.version === current;
}

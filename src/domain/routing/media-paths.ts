/**
 * The addresses of product pictures (DESIGN decisions 12 and 18), one home for the server that
 * serves them and the pages that show them. A picture of a product is one of:
 *  - an original, `/media/originals/<sha256 hex>.<jpg|png|webp|avif>`: a merchant's photo as
 *    stored, named by its content, so the address never changes meaning (cached for a year);
 *  - a drawing of the demo, `/media/products/<id>/<n>.svg`, that takes any width (`?w=`);
 *  - a picture elsewhere, `https://…`, shown as given.
 * Issue 33 adds the derivatives of an original beside it, `/media/p/<hash>/<width>.<format>`,
 * made from the original of the same hash; until then an original is shown at its one size.
 */

/** The formats an original may have, by the extension of its address. */
export const ORIGINAL_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
} as const;

export type OriginalExtension = keyof typeof ORIGINAL_TYPES;
export type OriginalType = (typeof ORIGINAL_TYPES)[OriginalExtension];

export const ORIGINALS_PREFIX = '/media/originals/';

const ORIGINAL_FILE = /^([0-9a-f]{64})\.(jpg|png|webp|avif)$/;

export interface OriginalName {
  hash: string;
  extension: OriginalExtension;
}

/** The address of the original whose bytes hash to `hash` (SHA-256, lowercase hex). */
export const originalPath = (hash: string, extension: OriginalExtension): string => `${ORIGINALS_PREFIX}${hash}.${extension}`;

/** The extension an original of this type is addressed with. */
export function extensionOf(type: OriginalType): OriginalExtension {
  return (Object.keys(ORIGINAL_TYPES) as OriginalExtension[]).find((extension) => ORIGINAL_TYPES[extension] === type)!;
}

/** `<hash>.<ext>`, the last part of an original's address; null when it cannot name one. */
export function parseOriginalFile(file: string): OriginalName | null {
  const match = ORIGINAL_FILE.exec(file);
  return match ? { hash: match[1], extension: match[2] as OriginalExtension } : null;
}

/** An original's whole address (a query string ignored); null for any other picture. */
export function parseOriginalPath(path: string): OriginalName | null {
  const clean = path.split(/[?#]/)[0];
  return clean.startsWith(ORIGINALS_PREFIX) ? parseOriginalFile(clean.slice(ORIGINALS_PREFIX.length)) : null;
}

/** A picture on another site, shown as given. */
export const isExternalPicture = (path: string): boolean => /^https?:\/\//i.test(path);

/**
 * The picture is served at other widths when asked (`?w=`): the shop's drawings. An original is
 * served as stored until issue 33 brings its widths, and a picture elsewhere is never rewritten
 * (another site may refuse an unknown parameter, or sign its addresses).
 */
export const pictureTakesWidths = (path: string): boolean => !isExternalPicture(path) && !path.startsWith(ORIGINALS_PREFIX);

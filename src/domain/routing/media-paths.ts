/**
 * The addresses of product pictures (DESIGN decisions 12 and 18), one home for the server that
 * serves them and the pages that show them. A picture of a product is one of:
 *  - an original, `/media/originals/<sha256 hex>.<jpg|png|webp|avif>`: a merchant's photo as
 *    stored, named by its content, so the address never changes meaning (cached for a year);
 *  - a picture elsewhere, `https://…`, shown as given.
 * An original is shown through its derivatives, `/media/p/<hash>/…` (picture-derivatives.ts), made
 * from the original of the same hash; a picture elsewhere at its one size.
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

/** A picture the media store holds: it is offered in its derivatives (picture-derivatives.ts). */
export const hasDerivatives = (path: string): boolean => parseOriginalPath(path) !== null;

/**
 * What a demo product photo shows, and the bundle file it is: a garment kind, a colour and a view,
 * nothing of the product itself (no brand, no name), so that every product of the same kind and
 * colour shares its photos. A bundle holds each photo once, and the import stores each once: the
 * demo needs at most 16 kinds × 16 colours × 4 views (1,024) photos, whatever its product count.
 */
import type { GarmentKind } from './category-words';
import { isGarmentKind } from './picture-shapes';

export type PictureView = 'front' | 'back' | 'detail' | 'side';

/** A product's pictures in order: front, back, close-up, side (more cycle). */
export const PICTURE_VIEWS: readonly PictureView[] = ['front', 'back', 'detail', 'side'];

export interface PhotoSubject {
  kind: GarmentKind;
  /** `#rrggbb`. */
  hex: string;
  view: PictureView;
}

/** `hoodie-3a5f7c-front`: a name for files and caches. */
export function photoKey({ kind, hex, view }: PhotoSubject): string {
  return `${kind}-${hex.slice(1).toLowerCase()}-${view}`;
}

/** The photo's file in a bundle: `pictures/hoodie-3a5f7c-front.jpg`. */
export function photoFile(subject: PhotoSubject): string {
  return `pictures/${photoKey(subject)}.jpg`;
}

const PHOTO_FILE = /^pictures\/([a-z]+)-([0-9a-f]{6})-(front|back|detail|side)\.jpg$/;

/** The subject of a demo photo's bundle file; null for any other name. */
export function parsePhotoFile(name: string): PhotoSubject | null {
  const match = PHOTO_FILE.exec(name);
  return match && isGarmentKind(match[1]) ? { kind: match[1], hex: `#${match[2]}`, view: match[3] as PictureView } : null;
}

/** The `count` pictures of a product of `kind` in colour `hex`, as bundle files. */
export function productPhotoFiles(kind: GarmentKind, hex: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => photoFile({ kind, hex, view: PICTURE_VIEWS[index % PICTURE_VIEWS.length] }));
}

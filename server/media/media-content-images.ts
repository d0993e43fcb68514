/**
 * A merchant's image for the content (a banner, a tile, a Markdown page): kept by the media module
 * as a product photo is (`storeOriginal`: JPEG, PNG, WebP or AVIF, at most 25 MB and 50
 * megapixels; a renamed PDF, an empty file, a picture bomb refused naming the file, nothing kept).
 * The answer is the original's path, immutable (named by its content hash): what a banner's
 * `image` or a page's `![alt](…)` takes; with its derivatives by width (`/media/p/<hash>/<width>`,
 * the format chosen by the browser's `Accept`), served as product photos' are. The same image
 * twice is stored once.
 */
import type { ModuleDeps } from '../core/module-deps';
import { succeed, type Outcome } from '../core/outcome';
import { mediaStoreOf, storeOriginal } from './media-service';
import { parseOriginalPath } from '../../src/domain/routing/media-paths';
import { derivativePath, PICTURE_WIDTHS } from '../../src/domain/routing/picture-derivatives';

export interface ContentImage {
  bytes: Buffer;
  /** How the merchant named it (`banner.jpg`): refusals name it so. */
  name: string;
}

export interface UploadedImage {
  url: string;
  /** Width in pixels → the derivative's path. */
  sizes: Record<string, string>;
}

export async function uploadContentImage(deps: Pick<ModuleDeps, 'db' | 'media'>, image: ContentImage): Promise<Outcome<UploadedImage>> {
  const stored = await storeOriginal(mediaStoreOf(deps), image.bytes, image.name);
  if (!stored.ok) return stored;
  const { hash } = parseOriginalPath(stored.value)!;
  const sizes = Object.fromEntries(PICTURE_WIDTHS.map((side) => [String(side), derivativePath({ hash, size: { side, square: false }, watermark: null, format: null })]));
  return succeed({ url: stored.value, sizes });
}

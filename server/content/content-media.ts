/**
 * A merchant's image for the content (a banner, a tile, a Markdown page): kept by the media module
 * as a product photo is (`storeOriginal`: JPEG, PNG, WebP or AVIF, at most 25 MB and 50
 * megapixels; a renamed PDF, an empty file, a picture bomb refused naming the file, nothing kept).
 * The answer is the original's path, immutable (named by its content hash): what a banner's
 * `image` or a page's `![alt](…)` takes. The same image twice is stored once.
 */
import type { ModuleDeps } from '../core/module-deps';
import { succeed, type Outcome } from '../core/outcome';
import { mediaStoreOf, storeOriginal } from '../media/media-service';

export interface ContentImage {
  bytes: Buffer;
  /** How the merchant named it (`banner.jpg`): refusals name it so. */
  name: string;
}

export async function uploadContentImage(deps: Pick<ModuleDeps, 'db' | 'media'>, image: ContentImage): Promise<Outcome<{ url: string }>> {
  const stored = await storeOriginal(mediaStoreOf(deps), image.bytes, image.name);
  return stored.ok ? succeed({ url: stored.value }) : stored;
}

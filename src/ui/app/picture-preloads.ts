/**
 * The pictures a page shows first, preloaded from the server-rendered head with a high priority
 * (issue 33: the largest contentful paint starts with the HTML, not after the stylesheet and the
 * layout): a product page's first picture, a listing's first row. The views mark the same
 * pictures `fetchpriority="high"` and eager; both ask for the same `srcset` and `sizes`, so the
 * browser reuses the preloaded answer.
 */
import type { PictureSources } from '../../domain/catalogue/picture-sources';
import { productThumbnail, thumbnailsPerRow } from '../../domain/catalogue/thumbnail';
import { galleryPicture } from '../product/gallery-pictures';
import { escapeHtml } from './serialize-state';
import type { RootStore } from './root-store';

export function leadPictures(root: RootStore): PictureSources[] {
  const { page, site, context } = root;
  if (page.error) return [];
  const first = page.product?.detail.product.pictures[0];
  if (first) return [galleryPicture(first.url)];
  const listing = page.listing;
  if (!listing || !site.loaded) return [];
  const mobile = context.device === 1;
  return listing.hits
    .slice(0, thumbnailsPerRow(mobile))
    .map((hit) => productThumbnail(hit, site.store, context.locale, { freeShippingAmount: site.freeShippingAmount, mobile }).image)
    .filter((image): image is NonNullable<typeof image> => image !== null);
}

/** `<link rel="preload" as="image">` tags of these pictures, for the document's head. */
export function picturePreloadLinks(pictures: readonly PictureSources[]): string {
  return pictures
    .map((picture) => {
      const responsive = picture.srcSet ? ` imagesrcset="${escapeHtml(picture.srcSet)}" imagesizes="${escapeHtml(picture.sizes ?? '100vw')}"` : '';
      return `<link rel="preload" as="image" href="${escapeHtml(picture.src)}"${responsive} fetchpriority="high">`;
    })
    .join('\n');
}

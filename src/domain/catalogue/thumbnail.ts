/**
 * SPEC §9 "Product display" for a product thumbnail (listings, search, highlights): the card of
 * `product-card.ts` plus what the thumbnail adds: the picture in its square derivatives
 * (picture-sources.ts), the watermark, the size mention, free shipping, labels and market labels
 * in the shop's language.
 * Words stay codes here (`label: 'promo'`, `sizes.kind: 'several'`): the views translate them.
 */
import { THUMBNAIL_PICTURE_SIZES, WATERMARK } from '../routing/picture-derivatives';
import type { LocaleCode } from '../store/locales';
import type { StoreDefinition } from '../store/stores';
import { MARKET_LABEL_NAMES } from './market-labels';
import { squarePicture, watermarkIsDrawn, type PictureMark, type PictureSources } from './picture-sources';
import type { MarketLabelClass, ProductHit, ProductLabel } from './product';
import { brandedName, productCardFromHit, type ProductCard } from './product-card';
import { defaultPicture, qualifiesForFreeShipping, sizeAvailability, type SizeAvailability } from './product-display';

export { PICTURE_WIDTHS, THUMBNAIL_PICTURE_SIZES, WATERMARK } from '../routing/picture-derivatives';
export type ThumbnailVariant = keyof typeof THUMBNAIL_PICTURE_SIZES;

/** Thumbnails a listing shows in one row (src/ui/listing/listing.css): they load first, the rest lazily. */
export const THUMBNAILS_PER_ROW = { desktop: 4, mobile: 2 } as const;

export const thumbnailsPerRow = (mobile: boolean): number => (mobile ? THUMBNAILS_PER_ROW.mobile : THUMBNAILS_PER_ROW.desktop);

export interface ThumbnailPicture extends PictureSources {
  alt: string;
}

/** A thumbnail's square: half the screen on phones (two columns), the SPEC thumbnail size beyond. */
export function thumbnailPicture(path: string, alt: string, variant: ThumbnailVariant = 'square', mark?: PictureMark | null): ThumbnailPicture {
  const size = THUMBNAIL_PICTURE_SIZES[variant];
  return { ...squarePicture(path, size, `(max-width: 767px) 50vw, ${size}px`, mark), alt };
}

export interface Watermark {
  url: string;
  gravity: typeof WATERMARK.gravity;
  margin: number;
  opacity: number;
  /** Pixels wide. */
  size: number;
}

export function watermarkOf(url: string | null | undefined, mobile: boolean): Watermark | null {
  if (!url) return null;
  return { url, gravity: WATERMARK.gravity, margin: WATERMARK.margin, opacity: WATERMARK.opacity, size: mobile ? WATERMARK.mobileSize : WATERMARK.size };
}

export interface MarketLabel {
  type: MarketLabelClass;
  name: string;
}

const MARKET_LABEL_ORDER: readonly MarketLabelClass[] = ['eco_friendly', 'exclusivity'];

/** Market labels of a hit in a language: the hit's own names, else the shop's. */
export function marketLabelsIn(labels: ProductHit['marketLabels'] | null | undefined, locale: LocaleCode): MarketLabel[] {
  return MARKET_LABEL_ORDER.filter((type) => labels?.[type]).map((type) => ({
    type,
    name: labels?.[type]?.[locale] || MARKET_LABEL_NAMES[type][locale],
  }));
}

export interface ProductThumbnail extends ProductCard {
  /** Shown as "-N%" when above 0 (SPEC §9: round(100 × (1 − price/old))). */
  showsDiscount: boolean;
  /** The store's price reaches the free-shipping amount. */
  freeShipping: boolean;
  /** 'unique' (no size), 'several' (over 7) or the list. */
  sizes: SizeAvailability;
  image: ThumbnailPicture | null;
  /** The watermark laid over the picture; null when none, or when the server draws it into the picture. */
  watermark: Watermark | null;
  /** Product label code (promo, flash_sale, top_sale, new), for `t('product.label.<code>')`. */
  label: ProductLabel | null;
  marketLabels: MarketLabel[];
}

export interface ThumbnailOptions {
  /** Euros; 0 or less: never mentioned. */
  freeShippingAmount: number;
  /** A page for phones (the request's device class): the watermark's mobile size. */
  mobile?: boolean;
  variant?: ThumbnailVariant;
}

/** Everything a listing thumbnail shows for a search hit, priced for the store, in its language. */
export function productThumbnail(hit: ProductHit, store: StoreDefinition, locale: LocaleCode, options: ThumbnailOptions): ProductThumbnail {
  const card = productCardFromHit(hit, store, locale);
  const picture = defaultPicture(hit.pictures ?? []);
  const mark: PictureMark = { url: hit.watermarkUrl, mobile: options.mobile ?? false };
  return {
    ...card,
    showsDiscount: card.discountPercent > 0,
    freeShipping: qualifiesForFreeShipping(card.price, options.freeShippingAmount),
    sizes: sizeAvailability(hit.sizes ?? []),
    image: picture ? thumbnailPicture(picture.path, brandedName(card), options.variant, mark) : null,
    // Drawn into the picture by the server when it can; laid over it otherwise.
    watermark: picture && watermarkIsDrawn(picture.path, mark) ? null : watermarkOf(hit.watermarkUrl, mark.mobile),
    marketLabels: marketLabelsIn(hit.marketLabels, locale),
  };
}

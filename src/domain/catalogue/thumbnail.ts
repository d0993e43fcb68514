/**
 * SPEC §9 "Product display" for a product thumbnail (listings, search, highlights): the card of
 * `product-card.ts` plus what the thumbnail adds: the picture in its responsive widths, the
 * watermark, the size mention, free shipping, labels and market labels in the shop's language.
 * Words stay codes here (`label: 'promo'`, `sizes.kind: 'several'`): the views translate them.
 */
import { pictureTakesWidths } from '../routing/media-paths';
import { PICTURE_WIDTHS, THUMBNAIL_PICTURE_SIZES, WATERMARK } from '../routing/picture-derivatives';
import type { LocaleCode } from '../store/locales';
import type { StoreDefinition } from '../store/stores';
import { MARKET_LABEL_NAMES } from './market-labels';
import type { MarketLabelClass, ProductHit, ProductLabel } from './product';
import { productCardFromHit, type ProductCard } from './product-card';
import { defaultPicture, qualifiesForFreeShipping, sizeAvailability, type SizeAvailability } from './product-display';

export { PICTURE_WIDTHS, THUMBNAIL_PICTURE_SIZES, WATERMARK } from '../routing/picture-derivatives';
export type ThumbnailVariant = keyof typeof THUMBNAIL_PICTURE_SIZES;


/** Width `w` of a picture: a `w` query parameter (the media route serves every width; a CDN would resize). */
export type PictureUrlAt = (path: string, width: number) => string;

/** The picture at a width, for the pictures served at any width; any other picture as it is (src/domain/routing/media-paths.ts). */
export const widthParameterUrl: PictureUrlAt = (path, width) =>
  pictureTakesWidths(path) ? `${path}${path.includes('?') ? '&' : '?'}w=${width}` : path;

/**
 * `srcset` of a picture over the SPEC widths: "/media/1.svg?w=120 120w, …"; undefined for a
 * picture served at one size only (its own address at every width would tell the browser nothing).
 */
export function pictureSrcSet(path: string, urlAt: PictureUrlAt = widthParameterUrl, widths: readonly number[] = PICTURE_WIDTHS): string | undefined {
  const urls = widths.map((width) => urlAt(path, width));
  if (urls.every((url) => url === path)) return undefined;
  return urls.map((url, index) => `${url} ${widths[index]}w`).join(', ');
}

/** The smallest SPEC width covering `cssPixels` at a device pixel ratio (largest when none does). */
export function pictureWidthFor(cssPixels: number, pixelRatio = 1): number {
  const wanted = cssPixels * pixelRatio;
  return PICTURE_WIDTHS.find((width) => width >= wanted) ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
}

export interface ThumbnailPicture {
  src: string;
  /** Undefined for a picture served at one size. */
  srcSet: string | undefined;
  /** `sizes` attribute: half the screen on mobile (two columns), the thumbnail size beyond. */
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

export function thumbnailPicture(path: string, alt: string, variant: ThumbnailVariant = 'square', urlAt: PictureUrlAt = widthParameterUrl): ThumbnailPicture {
  const size = THUMBNAIL_PICTURE_SIZES[variant];
  return {
    src: urlAt(path, pictureWidthFor(size)),
    srcSet: pictureSrcSet(path, urlAt),
    sizes: `(max-width: 767px) 50vw, ${size}px`,
    width: size,
    height: size,
    alt,
  };
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
  watermark: Watermark | null;
  /** Product label code (promo, flash_sale, top_sale, new), for `t('product.label.<code>')`. */
  label: ProductLabel | null;
  marketLabels: MarketLabel[];
}

export interface ThumbnailOptions {
  /** Euros; 0 or less: never mentioned. */
  freeShippingAmount: number;
  mobile?: boolean;
  variant?: ThumbnailVariant;
  pictureUrl?: PictureUrlAt;
}

/** Everything a listing thumbnail shows for a search hit, priced for the store, in its language. */
export function productThumbnail(hit: ProductHit, store: StoreDefinition, locale: LocaleCode, options: ThumbnailOptions): ProductThumbnail {
  const card = productCardFromHit(hit, store, locale);
  const picture = defaultPicture(hit.pictures ?? []);
  return {
    ...card,
    showsDiscount: card.discountPercent > 0,
    freeShipping: qualifiesForFreeShipping(card.price, options.freeShippingAmount),
    sizes: sizeAvailability(hit.sizes ?? []),
    image: picture ? thumbnailPicture(picture.path, [card.brand, card.name].filter(Boolean).join(' '), options.variant, options.pictureUrl) : null,
    watermark: watermarkOf(hit.watermarkUrl, options.mobile ?? false),
    marketLabels: marketLabelsIn(hit.marketLabels, locale),
  };
}

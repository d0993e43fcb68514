import { discountPercent } from '../money/money';
import type { LocaleCode } from '../store/locales';
import { priceKey, type StoreDefinition } from '../store/stores';
import type { ProductDetail, ProductHit, ProductLabel } from './product';
import { productPath } from '../routing/listing-slugs';
import { defaultPicture } from './product-display';

/** What a product thumbnail shows (home highlights, listings, error page). Prices in euros. */
export interface ProductCard {
  id: number;
  name: string;
  brand: string;
  slug: string;
  /** Store-relative path of the product page. */
  path: string;
  picture: string | null;
  price: number;
  originalPrice: number | null;
  discountPercent: number;
  label: ProductLabel | null;
}

export function productCardFromDetail(product: ProductDetail): ProductCard {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand.name,
    slug: product.slug,
    path: productPath(product.slug),
    picture: defaultPicture(product.pictures)?.url ?? null,
    price: product.price,
    originalPrice: product.originPrice,
    discountPercent: discountPercent(product.price, product.originPrice),
    label: product.label,
  };
}

/** Search hits carry prices per country: the store's country first, else the default. */
export function productCardFromHit(hit: ProductHit, store: StoreDefinition, locale: LocaleCode): ProductCard {
  const price = hit.prices[priceKey(store)] ?? hit.prices.default ?? { price: 0, originalPrice: null };
  const slug = hit.slugs[locale];
  return {
    id: hit.productID,
    name: hit.names[locale],
    brand: hit.brand.name,
    slug,
    path: productPath(slug),
    picture: defaultPicture(hit.pictures)?.path ?? null,
    price: price.price,
    originalPrice: price.originalPrice,
    discountPercent: discountPercent(price.price, price.originalPrice),
    label: hit.label,
  };
}

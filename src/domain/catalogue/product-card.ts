import { discountPercent } from '../money/money';
import type { LocaleCode, Localized } from '../store/locales';
import { priceKey, type StoreDefinition } from '../store/stores';
import type { MarketLabelClass, ProductDetail, ProductHit, ProductLabel } from './product';
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

/**
 * "Brand – Name" where a product is named on one line (stock alerts, picture texts): the shop's
 * product names mostly start with their brand already ("Nordvik - T-shirt Logo Noir"), and then
 * the name alone says it, without the brand twice.
 */
export function brandedName(product: Pick<ProductCard, 'brand' | 'name'>): string {
  const brand = product.brand.trim();
  const name = product.name.trim();
  if (brand === '') return name;
  const next = name.charAt(brand.length);
  if (name.toLocaleLowerCase().startsWith(brand.toLocaleLowerCase()) && !/[\p{L}\p{N}]/u.test(next)) return name;
  return `${brand} – ${name}`;
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

/**
 * A hit cut down to one store and language: what `productThumbnail` reads for them (the store's
 * price, else the default; that language's slug, name and market-label names; the picture a card
 * shows). A page's state is serialised into its HTML, and a listing's 48 hits carry six languages,
 * seven prices and every photo each: the page keeps only its own (issue 15, issue 40). The rest is
 * left out, so the result is only good for this store and language.
 */
export function hitForStore(hit: ProductHit, store: StoreDefinition, locale: LocaleCode): ProductHit {
  const key = priceKey(store);
  const prices: ProductHit['prices'] = {};
  if (hit.prices[key]) prices[key] = hit.prices[key];
  else if (hit.prices.default) prices.default = hit.prices.default;
  const picture = defaultPicture(hit.pictures);
  const marketLabels: ProductHit['marketLabels'] = {};
  for (const [type, labels] of Object.entries(hit.marketLabels ?? {}) as [MarketLabelClass, Localized | undefined][]) {
    if (labels) marketLabels[type] = { [locale]: labels[locale] } as Localized;
  }
  return {
    ...hit,
    slugs: { [locale]: hit.slugs[locale] } as Localized,
    names: { [locale]: hit.names[locale] } as Localized,
    pictures: picture ? [picture] : [],
    prices,
    marketLabels,
  };
}

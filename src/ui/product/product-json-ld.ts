import type { ProductDetailResponse } from '../../domain/catalogue/product';
import { qualifiesForFreeShipping } from '../../domain/catalogue/product-display';
import { CURRENCY, toEuros } from '../../domain/money/money';
import { RATING_MAX, RATING_MIN } from '../../domain/ratings/rating';
import { RETURN_FEE_CENTS, RETURN_WINDOW_DAYS } from '../../domain/returns/returns';

/** What the Offer says beyond the product: the store's country and free-shipping amount, the render's clock. */
export interface OfferContext {
  /** ISO 3166 alpha-2 country of the store (`StoreDefinition.countryCode`). */
  countryCode: string;
  /** Euros from which shipping is free in the store (`SiteStore.freeShippingAmount`). */
  freeShippingAmount: number;
  /** Epoch ms of the render (`RootStore.now` as rendered): the same on the server and at hydration. */
  now: number;
}

const SCHEMA = 'https://schema.org';

/**
 * Until when the price holds: the product carries no end to its promotion, so one year after the
 * render's day (UTC), an ISO date. A pure function of the render's clock: the hydrated page writes
 * the same date.
 */
export function priceValidUntil(now: number): string {
  const day = new Date(now);
  return new Date(Date.UTC(day.getUTCFullYear() + 1, day.getUTCMonth(), day.getUTCDate())).toISOString().slice(0, 10);
}

const euros = (value: number) => ({ '@type': 'MonetaryAmount', value: value.toFixed(2), currency: CURRENCY });

/**
 * Shipping to the store's country. The page knows the price only where shipping is free (the
 * free-shipping amount, SPEC §9); below it the carrier's price is chosen at checkout, so the Offer
 * says nothing rather than a wrong price.
 */
export function offerShippingDetails(price: number, context: Pick<OfferContext, 'countryCode' | 'freeShippingAmount'>): Record<string, unknown> | null {
  if (!qualifiesForFreeShipping(price, context.freeShippingAmount)) return null;
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: euros(0),
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: context.countryCode },
  };
}

/** SPEC §9: 14 days to change one's mind; the return label costs a flat 5.99 € (src/domain/returns/returns.ts). */
export function merchantReturnPolicy(countryCode: string): Record<string, unknown> {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: countryCode,
    returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: RETURN_WINDOW_DAYS,
    returnMethod: `${SCHEMA}/ReturnByMail`,
    returnFees: `${SCHEMA}/ReturnShippingFees`,
    returnShippingFeesAmount: euros(toEuros(RETURN_FEE_CENTS)),
  };
}

/**
 * The product's GTIN when it has one: the GTIN of its only size (a product of several sizes has
 * one per size, none of its own). `gtin13` for an EAN-13, else the general `gtin`.
 */
export function productGtin(sizes: readonly { gtin?: string }[]): Record<string, string> {
  const gtin = sizes.length === 1 ? sizes[0].gtin : undefined;
  if (!gtin) return {};
  return gtin.length === 13 ? { gtin13: gtin } : { gtin };
}

/** schema.org Product of a product page (SPEC §2 SEO), absolute picture URLs from the page origin. */
export function productJsonLd(detail: ProductDetailResponse, origin: string, canonical: string | null, context: OfferContext): Record<string, unknown> {
  const { product, scores } = detail;
  const absolute = (url: string) => (/^https?:/i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);
  const inStock = product.productSizes.length === 0 ? product.quantity > 0 : product.productSizes.some((size) => size.quantity > 0);
  const sizes = [...product.productSizes].sort((a, b) => a.rank - b.rank).map((size) => size.size);
  const shipping = offerShippingDetails(product.price, context);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: product.brand.name },
    ...(product.description ? { description: product.description } : {}),
    ...(product.color ? { color: product.color } : {}),
    ...(sizes.length === 1 ? { size: sizes[0] } : sizes.length > 1 ? { size: sizes } : {}),
    ...productGtin(product.productSizes),
    image: product.pictures.map((picture) => absolute(picture.url)),
    offers: {
      '@type': 'Offer',
      priceCurrency: CURRENCY,
      price: product.price.toFixed(2),
      priceValidUntil: priceValidUntil(context.now),
      itemCondition: `${SCHEMA}/NewCondition`,
      availability: inStock ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
      ...(canonical ? { url: canonical } : {}),
      ...(shipping ? { shippingDetails: shipping } : {}),
      hasMerchantReturnPolicy: merchantReturnPolicy(context.countryCode),
    },
    ...(scores && scores.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: scores.average, reviewCount: scores.count, bestRating: RATING_MAX, worstRating: RATING_MIN } }
      : {}),
  };
}

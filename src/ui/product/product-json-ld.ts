import type { ProductDetailResponse } from '../../domain/catalogue/product';

/** schema.org Product of a product page (SPEC §2 SEO), absolute picture URLs from the page origin. */
export function productJsonLd(detail: ProductDetailResponse, origin: string, canonical: string | null): Record<string, unknown> {
  const { product, scores } = detail;
  const absolute = (url: string) => (/^https?:/i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);
  const inStock = product.productSizes.length === 0 ? product.quantity > 0 : product.productSizes.some((size) => size.quantity > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: product.brand.name },
    ...(product.description ? { description: product.description } : {}),
    ...(product.color ? { color: product.color } : {}),
    image: product.pictures.map((picture) => absolute(picture.url)),
    offers: {
      '@type': 'Offer',
      priceCurrency: 'EUR',
      price: product.price.toFixed(2),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(canonical ? { url: canonical } : {}),
    },
    ...(scores && scores.count > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: scores.average, reviewCount: scores.count } } : {}),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the line separators are
 * escaped so no text from the catalogue can close the script or start markup.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

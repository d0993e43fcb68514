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

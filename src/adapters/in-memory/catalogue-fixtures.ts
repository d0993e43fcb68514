import type { ProductDetail, ProductDetailResponse } from '../../domain/catalogue/product';
import type { Footer, InitResponse, Template } from '../../domain/catalogue/site';
import { productPath } from '../../domain/routing/listing-slugs';
import { originalPath } from '../../domain/routing/media-paths';

/** A product picture as the media store addresses it: an original named by a (made-up) content hash. */
const fixturePicture = (id: number, n: number): string => originalPath(`${id.toString(16).padStart(12, '0')}${n.toString(16).padStart(4, '0')}`.padEnd(64, 'a'), 'jpg');

/** Builders for tests and in-memory fakes: plausible data with overridable fields. */
export function aProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const id = overrides.id ?? 1;
  const slug = overrides.slug ?? `logo-tee-${id}`;
  return {
    id,
    name: 'Logo tee',
    slug,
    slugs: { fr: slug, es: `camiseta-logo-${id}`, it: slug, nl: slug, de: slug, en: slug },
    brand: { id: 1, name: 'Nordic Thread', slug: 'nordic-thread' },
    range: 'Essentials',
    category: {
      id: 3,
      name: 'T-shirts',
      slug: 't-shirts',
      parent: { id: 2, name: 'Vêtements', slug: 'vetements', parent: { id: 1, name: 'Homme', slug: 'homme' } },
    },
    artists: [],
    color: 'Noir',
    material: 'Coton',
    gender: 'men',
    description: 'Un t-shirt en coton.',
    price: 24.5,
    originPrice: 35,
    discountPercent: 30,
    quantity: 7,
    pictures: [
      { url: fixturePicture(id, 1), default: true },
      { url: fixturePicture(id, 2), default: false },
    ],
    productSizes: [
      { id: 1, productSizeId: 1001, size: 'S', rank: 1, value: 'S', quantity: 0 },
      { id: 2, productSizeId: 1002, size: 'M', rank: 2, value: 'M', quantity: 2 },
      { id: 3, productSizeId: 1003, size: 'L', rank: 3, value: 'L', quantity: 5 },
    ],
    marketLabels: [],
    label: 'promo',
    manufactured: 'Portugal',
    isOnlyOutlet: false,
    ...overrides,
  };
}

export function aProductResponse(overrides: Partial<ProductDetail> = {}): ProductDetailResponse {
  const product = aProductDetail(overrides);
  return {
    product,
    metadata: { title: product.name, description: product.description, canonical: productPath(product.slug), alternates: {} },
    scores: { productId: product.id, average: 4.2, count: 12 },
    informations: [{ label: 'Matière', value: product.material }],
  };
}

export const emptyFooter: Footer = { sitemap: [], socialNetworks: [], apps: [] };

export function anInitResponse(overrides: Partial<InitResponse> = {}): InitResponse {
  return {
    countries: [{ isoCode2: 'FR', name: 'France', active: true, storeId: 'laboutiqueofficielle' }],
    stores: [],
    menu: [{ type: 'NOVELTIES', name: 'Nouveautés', url: { path: '/nouveautes' }, active: true, menuSubSections: [] }],
    footer: emptyFooter,
    freeShippingAmount: 99,
    headerBanner: null,
    boSettings: { maintenance: false, saleBanner: null, seasonalBanner: null, phone: '01 23 45 67 89' },
    ...overrides,
  };
}

export function aTemplate(slug: string, items: Template['templateItems'], overrides: Partial<Template> = {}): Template {
  return { slug, version: 'v3', title: slug, templateItems: items, ...overrides };
}

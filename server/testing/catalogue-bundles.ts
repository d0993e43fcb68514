/**
 * Catalogue bundles made in memory for tests and benchmarks (no files): a merchant's catalogue of
 * any size, the same for the same arguments. Every product has its six languages, six prices, a
 * few sizes of one kind, pictures and associated products; keys begin with `prefix`, so two
 * bundles of different prefixes never share a product, SKU or slug.
 */
import type { BundleProduct, BundleSize, CatalogueBundle } from '../../src/domain/catalogue/catalogue-bundle';
import { LOCALE_CODES, type Localized } from '../../src/domain/store/locales';

const l6 = (text: string, suffix = false): Localized =>
  Object.fromEntries(LOCALE_CODES.map((locale) => [locale, suffix ? `${text} (${locale})` : text])) as Localized;

const COLOURS = [['ink', '#1c1c1e'], ['chalk', '#f4f4f0'], ['slate', '#8e8e93'], ['moss', '#4b6043'], ['rust', '#b7410e'], ['sky', '#87ceeb']];
const MATERIALS = ['cotton', 'wool', 'linen', 'leather'];
const RANGES = ['basics', 'studio', 'trail'];
const CLOTHING = ['XS', 'S', 'M', 'L', 'XL'];
const SHOES = ['39', '40', '41', '42', '43'];
const TYPES = [
  { key: 'tee', family: 'clothing', kind: 'clothing' as const },
  { key: 'sweat', family: 'clothing', kind: 'clothing' as const },
  { key: 'sneaker', family: 'shoes', kind: 'shoes' as const },
  { key: 'cap', family: 'accessories', kind: 'unique' as const },
];
const GENDERS = ['men', 'women'] as const;

export interface BundleShape {
  /** Products in the bundle. */
  count: number;
  /** The first letters of every product key, SKU and slug (default `p`). */
  prefix?: string;
}

export function referenceOf(): Omit<CatalogueBundle, 'products'> {
  const sizes: BundleSize[] = [
    ...CLOTHING.map((key) => ({ key, names: l6(key), kind: 'clothing' as const })),
    ...SHOES.map((key) => ({ key, names: l6(key), kind: 'shoes' as const })),
    { key: 'one-size', names: { fr: 'Taille unique', es: 'Talla única', it: 'Taglia unica', nl: 'One size', de: 'Einheitsgröße', en: 'One size' }, kind: 'unique' },
  ];
  const categories: CatalogueBundle['categories'] = [];
  for (const gender of GENDERS) {
    categories.push({ key: gender, parent: null, names: l6(`G ${gender}`, true), slugs: l6(`g-${gender}`) });
    for (const family of [...new Set(TYPES.map((type) => type.family))]) {
      categories.push({ key: `${gender}-${family}`, parent: gender, names: l6(`F ${family}`, true), slugs: l6(`f-${family}`) });
      for (const type of TYPES.filter((each) => each.family === family)) {
        categories.push({ key: `${gender}-${type.key}`, parent: `${gender}-${family}`, names: l6(`T ${type.key}`, true), slugs: l6(`t-${type.key}`) });
      }
    }
  }
  return {
    brands: ['north-loom', 'harbor', 'quill', 'atlas-co', 'ember'].map((key, index) => ({ key, name: key.replace('-', ' ').toUpperCase(), restricted: index === 4 })),
    artists: ['ada-ink', 'bo-lines'].map((key) => ({ key, name: key.replace('-', ' ') })),
    categories,
    colours: COLOURS.map(([key, hex]) => ({ key, hex, names: l6(`Colour ${key}`, true) })),
    materials: MATERIALS.map((key) => ({ key, names: l6(`Material ${key}`, true) })),
    ranges: RANGES.map((key) => ({ key, names: l6(`Range ${key}`, true) })),
    sizes,
    texts: {},
    countries: [],
  };
}

export function bundleProduct(index: number, count: number, prefix = 'p'): BundleProduct {
  const type = TYPES[index % TYPES.length];
  const gender = GENDERS[Math.floor(index / TYPES.length) % GENDERS.length];
  const key = `${prefix}${index + 1}`;
  const colour = COLOURS[index % COLOURS.length][0];
  const sizeKeys = type.kind === 'clothing' ? CLOTHING : type.kind === 'shoes' ? SHOES : ['one-size'];
  const price = 1_990 + (index % 50) * 100;
  const discounted = index % 7 === 0;
  const texts = Object.fromEntries(LOCALE_CODES.map((locale) => {
    const name = `${type.key} ${colour} ${key} ${locale}`;
    return [locale, {
      name,
      slug: `${type.key}-${colour}-${key}-${locale}`.toLowerCase(),
      description: `A ${type.key} in ${colour}, number ${index + 1}, in the ${locale} store: soft, sturdy and made to last many seasons of daily wear.`,
      composition: index % 5 === 0 ? '' : `100% ${MATERIALS[index % MATERIALS.length]}`,
      care: type.kind === 'unique' ? '' : 'Machine wash 30°C',
    }];
  })) as BundleProduct['texts'];
  return {
    key,
    modelKey: `${prefix}m${Math.floor(index / 3)}`,
    brand: ['north-loom', 'harbor', 'quill', 'atlas-co', 'ember'][index % 5],
    artists: index % 11 === 0 ? ['ada-ink'] : [],
    category: `${gender}-${type.key}`,
    gender,
    colour,
    material: MATERIALS[index % MATERIALS.length],
    range: RANGES[index % RANGES.length],
    texts,
    prices: Object.fromEntries((['fr', 'es', 'it', 'be', 'de', 'ie'] as const).map((country, at) => [country, {
      price: price + at * 10, originalPrice: discounted ? price + at * 10 + 1_000 : null,
    }])),
    sizes: sizeKeys.map((size, at) => ({ sku: `${key}-${size}`, gtin: null, size, stock: (index + at) % 9 })),
    label: discounted ? 'promo' : null,
    marketLabels: index % 13 === 0 ? ['eco_friendly'] : [],
    outletOnly: index % 17 === 0,
    publishAt: null,
    unpublishAt: null,
    pictures: [1, 2, 3].map((n) => `/media/originals/${key}-${n}.jpg`),
    watermark: null,
    weightGrams: 200 + (index % 40) * 10,
    madeIn: ['Portugal', 'Italy', 'France'][index % 3],
    associated: count > 1 ? [`${prefix}${((index + 1) % count) + 1}`] : [],
    salesRank: index % 4 === 0 ? null : index + 1,
  };
}

export function makeBundle({ count, prefix = 'p' }: BundleShape): CatalogueBundle {
  return { ...referenceOf(), products: Array.from({ length: count }, (_, index) => bundleProduct(index, count, prefix)) };
}

/**
 * The bundle of `makeBundle({ count })` a season later: a third of its products repriced, a fifth
 * renamed (new slugs: 301s), every seventh product left out, a size more in stock here and there,
 * and a quarter as many new products.
 */
export function nextSeason(count: number, prefix = 'p'): CatalogueBundle {
  const bundle = makeBundle({ count, prefix });
  const products = bundle.products.filter((_product, index) => index % 7 !== 6);
  for (const [index, product] of products.entries()) {
    if (index % 3 === 0) for (const price of Object.values(product.prices)) price.price += 100;
    if (index % 5 === 0) for (const text of Object.values(product.texts)) text.slug = `${text.slug}-new`;
    if (index % 4 === 0) product.sizes[0].stock += 2;
  }
  const added = Math.ceil(count / 4);
  for (let index = 0; index < added; index++) products.push(bundleProduct(index, added, `${prefix}n`));
  return { ...bundle, products };
}

/**
 * A bundle's product as the rows of the shop's tables (pure mapping, no I/O), and its fingerprint:
 * what the import compares with `products.import_hash` to know a product unchanged without reading
 * its rows. The fingerprint covers everything the import writes for the product (the names of its
 * colour, material and range too, which its rows repeat), stock aside: stock moves with every order,
 * so the import compares it size by size in the database instead.
 */
import { createHash } from 'node:crypto';
import { PRICE_COUNTRIES, type BundleProduct } from '../../src/domain/catalogue/catalogue-bundle';
import { LOCALE_CODES, type Localized } from '../../src/domain/store/locales';
import { INFORMATION_LABELS } from './merchandise-texts';

/** Bump when the mapping below changes: every product is then written once more by the next import. */
const RECORD_FORMAT = 2;

/** `products.sales_rank` of a product without one: after every ranked product. */
export const UNRANKED = 2_147_483_647;

/** The shop's side of the reference data a product names, by the merchant's keys. */
export interface ImportReference {
  brands: Map<string, number>;
  artists: Map<string, number>;
  categories: Map<string, number>;
  colours: Map<string, { hex: string; names: Localized }>;
  materials: Map<string, Localized>;
  ranges: Map<string, Localized>;
  /** Sizes in the order a selector lists them. */
  sizes: Map<string, { kind: string; position: number }>;
}

/** Sizes in the order of the shop's size list (then as the bundle gives them). */
export function orderedSizes(product: BundleProduct, reference: ImportReference): BundleProduct['sizes'] {
  const position = (size: string) => reference.sizes.get(size)?.position ?? Number.MAX_SAFE_INTEGER;
  return product.sizes
    .map((size, index) => ({ size, index }))
    .sort((a, b) => position(a.size.size) - position(b.size.size) || a.index - b.index)
    .map(({ size }) => size);
}

const sizeKindOf = (product: BundleProduct, reference: ImportReference): string =>
  (product.sizes.length > 0 ? reference.sizes.get(product.sizes[0].size)?.kind : undefined) ?? 'unique';

/** Artists once each, in the bundle's order. */
export const uniqueArtists = (product: BundleProduct): string[] => [...new Set(product.artists)];

/** Associated products once each, the product itself left out: what the shop stores and an export gives back. */
export const associatedKeys = (product: BundleProduct): string[] => [...new Set(product.associated)].filter((key) => key !== product.key);

const instant = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function fingerprint(product: BundleProduct, reference: ImportReference): string {
  const colour = reference.colours.get(product.colour);
  const locales = (names: Localized | undefined) => LOCALE_CODES.map((locale) => names?.[locale] ?? null);
  const record = [
    RECORD_FORMAT, product.key, product.modelKey, product.brand, uniqueArtists(product), product.category, product.gender,
    [product.colour, colour?.hex ?? null, locales(colour?.names)],
    [product.material, locales(reference.materials.get(product.material))],
    [product.range, locales(reference.ranges.get(product.range))],
    sizeKindOf(product, reference),
    LOCALE_CODES.map((locale) => {
      const text = product.texts[locale];
      return [text.name, text.slug, text.description, text.composition, text.care];
    }),
    PRICE_COUNTRIES.map((country) => {
      const price = product.prices[country];
      return price ? [price.price, price.originalPrice] : null;
    }),
    orderedSizes(product, reference).map((size) => [size.sku, size.gtin, size.size]),
    product.label, product.marketLabels, product.outletOnly, instant(product.publishAt), instant(product.unpublishAt),
    product.pictures, product.watermark, product.weightGrams, product.madeIn, associatedKeys(product), product.salesRank,
  ];
  return createHash('sha256').update(JSON.stringify(record)).digest('base64url');
}

/** The `products` row (every column: new products are inserted, others updated from it). */
export function productRow(product: BundleProduct, id: number, hash: string, reference: ImportReference, now: Date) {
  const colour = reference.colours.get(product.colour)!;
  return {
    id,
    key: product.key,
    model_key: product.modelKey,
    status: 'published',
    publish_at: instant(product.publishAt),
    unpublish_at: instant(product.unpublishAt),
    import_hash: hash,
    brand_id: reference.brands.get(product.brand)!,
    category_id: reference.categories.get(product.category)!,
    gender: product.gender,
    range: product.range,
    color_code: product.colour,
    color_hex: colour.hex,
    color_names: JSON.stringify(colour.names),
    material_code: product.material,
    material_names: JSON.stringify(reference.materials.get(product.material)),
    size_kind: sizeKindOf(product, reference),
    label: product.label,
    market_labels: JSON.stringify(product.marketLabels),
    is_only_outlet: product.outletOnly,
    display_in_listing: true,
    created_at: now.toISOString(),
    sales_rank: product.salesRank ?? UNRANKED,
    weight_grams: product.weightGrams,
    manufactured: product.madeIn,
    watermark: product.watermark,
  };
}

/** A country code (`PT`) as its name in a shop language ("Portugal", "Portogallo"); the code when unknown. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The product page's information rows in a language: the demo's shape, composition and care from the bundle. */
export function informations(product: BundleProduct, reference: ImportReference, locale: (typeof LOCALE_CODES)[number]): { label: string; value: string }[] {
  const text = product.texts[locale];
  const rows: { label: string; value: string }[] = [];
  const add = (label: keyof typeof INFORMATION_LABELS, value: string | undefined) => {
    if (value) rows.push({ label: INFORMATION_LABELS[label][locale], value });
  };
  add('composition', text.composition);
  add('colour', reference.colours.get(product.colour)?.names[locale]);
  add('care', text.care);
  add('madeIn', countryName(product.madeIn, locale));
  add('collection', reference.ranges.get(product.range)?.[locale]);
  add('reference', product.key);
  return rows;
}

export function translationRows(product: BundleProduct, id: number, reference: ImportReference) {
  return LOCALE_CODES.map((locale) => {
    const text = product.texts[locale];
    return {
      product_id: id, locale, name: text.name, slug: text.slug, description: text.description,
      informations: JSON.stringify(informations(product, reference, locale)),
    };
  });
}

export function sizeRows(product: BundleProduct, id: number, reference: ImportReference) {
  return orderedSizes(product, reference).map((size, index) => ({
    product_id: id, sku: size.sku, gtin: size.gtin, label: size.size, rank: index + 1, stock: size.stock,
  }));
}

export function priceRows(product: BundleProduct, id: number) {
  return PRICE_COUNTRIES.flatMap((country) => {
    const price = product.prices[country];
    return price ? [{ product_id: id, country_code: country, price: price.price, original_price: price.originalPrice }] : [];
  });
}

export function artistRows(product: BundleProduct, id: number, reference: ImportReference) {
  return uniqueArtists(product).map((artist, position) => ({ product_id: id, artist_id: reference.artists.get(artist)!, position }));
}

export function pictureRows(product: BundleProduct, id: number) {
  return product.pictures.map((path, position) => ({ product_id: id, position, path, is_default: position === 0 }));
}

/** Associations by the products' ids (the bundle's and the shop's: every key was found before). */
export function associationRows(product: BundleProduct, id: number, idOf: (key: string) => number | undefined) {
  return associatedKeys(product).map((key, position) => ({ product_id: id, associated_id: idOf(key)!, position }));
}

/**
 * What an import does with each product, decided in memory before anything is written: its id
 * (the stored one, or the next free one), whether it is new, changed or unchanged (its
 * fingerprint against the stored one), which archived products it brings back and which of the
 * shop's products it leaves out; and the problems only the shop can tell about the bundle's
 * references (a brand, colour or associated product the shop does not know), each located in
 * products.csv by the product's key.
 */
import type { BundleProblem, BundleProduct } from '../../src/domain/catalogue/catalogue-bundle';
import { LOCALE_CODES } from '../../src/domain/store/locales';
import { associatedKeys, fingerprint, uniqueArtists, type ImportReference } from './merchandise-import-records';

/** A product of the shop as the import compares it. */
export interface StoredProduct {
  id: number;
  hash: string | null;
  archived: boolean;
}

export const NEW = 0;
export const CHANGED = 1;
export const UNCHANGED = 2;

export interface ProductPlan {
  /** By the bundle's product index: the product's id, its fingerprint and NEW, CHANGED or UNCHANGED. */
  ids: number[];
  hashes: string[];
  kinds: Uint8Array;
  /** Unchanged products the shop had archived: published again. */
  republished: number[];
  /** Published products of the shop the bundle leaves out. */
  missing: number[];
  idOf(key: string): number | undefined;
  problems: BundleProblem[];
}

const FILE = 'products.csv';

export function planProducts(
  products: readonly BundleProduct[],
  reference: ImportReference,
  stored: Map<string, StoredProduct>,
  maxId: number,
  collect: () => void = () => {},
): ProductPlan {
  const problems: BundleProblem[] = [];
  const problem = (product: BundleProduct, field: string, message: string) =>
    problems.push({ file: FILE, field, message: `product ${product.key}: ${message}` });
  const ids: number[] = new Array(products.length);
  const hashes: string[] = new Array(products.length);
  const kinds = new Uint8Array(products.length);
  const bundleIds = new Map<string, number>();
  const republished: number[] = [];
  let nextId = maxId;
  for (const [index, product] of products.entries()) {
    if (bundleIds.has(product.key)) problem(product, 'key', 'is in the bundle twice');
    const known = stored.get(product.key);
    const hash = fingerprint(product, reference);
    ids[index] = known?.id ?? ++nextId;
    hashes[index] = hash;
    kinds[index] = !known ? NEW : known.hash === hash ? UNCHANGED : CHANGED;
    if (known?.archived && kinds[index] === UNCHANGED) republished.push(known.id);
    bundleIds.set(product.key, ids[index]);
    if (index % 2_000 === 1_999) collect();
  }
  const idOf = (key: string) => bundleIds.get(key) ?? stored.get(key)?.id;
  for (const product of products) referenceProblems(product, reference, idOf, problem);
  duplicates(products, problem);
  const missing: number[] = [];
  for (const [key, product] of stored) if (!product.archived && !bundleIds.has(key)) missing.push(product.id);
  return { ids, hashes, kinds, republished, missing, idOf, problems };
}

type Problem = (product: BundleProduct, field: string, message: string) => void;

function referenceProblems(product: BundleProduct, reference: ImportReference, idOf: (key: string) => number | undefined, problem: Problem): void {
  const unknown = (field: string, value: string, list: string) => problem(product, field, `${field} "${value}" is not in ${list}`);
  if (!reference.brands.has(product.brand)) unknown('brand', product.brand, 'brands.json');
  if (!reference.categories.has(product.category)) unknown('category', product.category, 'categories.json');
  if (!reference.colours.has(product.colour)) unknown('colour', product.colour, 'colours.json');
  if (!reference.materials.has(product.material)) unknown('material', product.material, 'materials.json');
  if (!reference.ranges.has(product.range)) unknown('range', product.range, 'ranges.json');
  for (const artist of uniqueArtists(product)) if (!reference.artists.has(artist)) unknown('artists', artist, 'artists.json');
  const kinds = new Set<string>();
  for (const size of product.sizes) {
    const known = reference.sizes.get(size.size);
    if (!known) unknown('size', size.size, 'sizes.json');
    else kinds.add(known.kind);
  }
  if (kinds.size > 1) problem(product, 'size', `mixes sizes of several kinds (${[...kinds].join(', ')})`);
  for (const key of associatedKeys(product)) {
    if (idOf(key) === undefined) problem(product, 'associated', `associated product "${key}" is neither in the bundle nor in the shop`);
  }
}

/** SKUs and slugs are the shop's keys too: one product each (the database refuses two, the merchant reads why here). */
function duplicates(products: readonly BundleProduct[], problem: Problem): void {
  const skus = new Map<string, string>();
  const slugs = new Map<string, string>();
  for (const product of products) {
    for (const size of product.sizes) {
      const owner = skus.get(size.sku);
      if (owner !== undefined) problem(product, 'sku', `SKU "${size.sku}" is also ${owner === product.key ? 'on another of its rows' : `the SKU of product ${owner}`}`);
      else skus.set(size.sku, product.key);
    }
    for (const locale of LOCALE_CODES) {
      const slug = product.texts[locale].slug;
      const owner = slugs.get(`${locale}:${slug}`);
      if (owner !== undefined) problem(product, `slug_${locale}`, `slug_${locale} "${slug}" is also the slug of product ${owner}`);
      else slugs.set(`${locale}:${slug}`, product.key);
    }
  }
}

/**
 * Colour families (issue 38, src/domain/catalogue/colour-family.ts): the colours of a product's
 * model that the store sells, for its page (`family` of GET /products/{id}) and for listing cards
 * (GET /products/colours). One query for any number of products (catalogue-family-repository.ts),
 * kept in the answer cache, which every catalogue change empties. Outlet-only colours show only
 * beside outlet-only products (as associated products do).
 */
import { listingSwatches, type ColourSwatch, type ListingColours } from '../../src/domain/catalogue/colour-family';
import { productPath } from '../../src/domain/routing/listing-slugs';
import { priceKey } from '../../src/domain/store/stores';
import type { ShopContext } from '../core/shop-context';
import type { TtlCache } from '../cache/ttl-cache';
import type { Db } from '../db/database';
import { termName } from './catalogue-names';
import { brandVisibleIn, cachedReference, type CatalogueReference } from './catalogue-reference';
import { familyRows, type FamilyRow } from './catalogue-family-repository';

interface FamilyDeps {
  db: Db;
  cache: TtlCache;
}

/** The families of these products, by model key, the store's colours only (cached per store and products). */
async function families(deps: FamilyDeps, context: ShopContext, productIds: readonly number[]): Promise<{ rows: FamilyRow[]; reference: CatalogueReference }> {
  const { store, locale, noCache } = context;
  const reference = await cachedReference(deps.db, deps.cache, noCache);
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const rows = await deps.cache.get(`colour-families:${store.id}:${locale}:${ids.join(',')}`, () => familyRows(deps.db, ids, locale, priceKey(store)), { bypass: noCache });
  return { reference, rows: rows.filter((row) => {
    const brand = reference.brands.get(row.brand_id);
    return brand !== undefined && brandVisibleIn(brand, store);
  }) };
}

function swatch(row: FamilyRow, reference: CatalogueReference, context: ShopContext, currentId: number): ColourSwatch {
  return {
    productId: row.id,
    name: termName(reference, 'colour', row.color_code, context.locale, row.color_names),
    hex: row.color_hex,
    path: productPath(row.slug),
    picture: row.picture,
    soldOut: !row.in_stock,
    current: row.id === currentId,
  };
}

/** The colours beside `product`: its family's, outlet-only ones only for an outlet-only product. */
function beside(rows: readonly FamilyRow[], product: FamilyRow): FamilyRow[] {
  return rows.filter((row) => row.model_key === product.model_key && (row.id === product.id || !row.is_only_outlet || product.is_only_outlet));
}

/** Every colour of a product's family the store sells, the product's own marked; [] when it is alone in its model. */
export async function productFamily(deps: FamilyDeps, context: ShopContext, productId: number): Promise<ColourSwatch[]> {
  const { rows, reference } = await families(deps, context, [productId]);
  const own = rows.find((row) => row.id === productId);
  if (!own) return [];
  const family = beside(rows, own);
  return family.length < 2 ? [] : family.map((row) => swatch(row, reference, context, productId));
}

/** The swatches of listed products (at most five each, with how many more); products alone in their model are left out. */
export async function listingColours(deps: FamilyDeps, context: ShopContext, productIds: readonly number[]): Promise<ListingColours[]> {
  const { rows, reference } = await families(deps, context, productIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(productIds)].flatMap((productId) => {
    const own = byId.get(productId);
    if (!own) return [];
    const { shown, more } = listingSwatches(beside(rows, own).map((row) => ({ productId: row.id, row })), productId);
    if (shown.length === 0) return [];
    return [{
      productId,
      swatches: shown.map(({ row }) => {
        const { name, hex, path } = swatch(row, reference, context, productId);
        return { productId: row.id, name, hex, path };
      }),
      more,
    }];
  });
}

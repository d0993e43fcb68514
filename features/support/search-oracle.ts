import { generateCatalogue } from '../../server/demo/generate-catalogue';
import type { Catalogue, CatProduct } from '../../server/catalogue/catalogue-types';
import { formatMoney } from '../../src/domain/money/money';
import { FIRST_BRAND_STORE_ID, STORES, priceKey, type StoreId } from '../../src/domain/store/stores';

/**
 * What a search should find, read from the demo catalogue the test shop is seeded with: the
 * products a store lists whose name, in the store's language, has a word starting with the
 * searched word (accents and case aside), and their prices as the store shows them.
 */
let catalogue: Catalogue | null = null;
const data = (): Catalogue => (catalogue ??= generateCatalogue());

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function listedIn(storeId: StoreId): CatProduct[] {
  const { brands, products } = data();
  const restricted = new Set(brands.filter((brand) => brand.restricted).map((brand) => brand.id));
  const key = priceKey(STORES[storeId]);
  return products.filter((product) =>
    product.prices[key] !== undefined && product.displayInListing && !product.isOnlyOutlet &&
    (storeId === FIRST_BRAND_STORE_ID || !restricted.has(product.brandId)));
}

export function productsNamedWith(word: string, storeId: StoreId, brandName?: string): CatProduct[] {
  const locale = STORES[storeId].locale;
  const brandId = brandName === undefined ? undefined : brandNamed(brandName).id;
  return listedIn(storeId).filter((product) =>
    (brandId === undefined || product.brandId === brandId) &&
    fold(product.names[locale]).split(/[^a-z0-9]+/).some((candidate) => candidate.startsWith(fold(word))));
}

export function brandNamed(name: string): { id: number; name: string; slug: string } {
  const brand = data().brands.find((candidate) => candidate.name === name);
  if (!brand) throw new Error(`The demo catalogue has no brand ${name}`);
  return brand;
}

export function brandSlugOf(product: CatProduct): string {
  return data().brands.find((brand) => brand.id === product.brandId)!.slug;
}

export function productWithId(id: number): CatProduct {
  const product = data().products.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`The demo catalogue has no product ${id}`);
  return product;
}

const money = (cents: number, storeId: StoreId) => formatMoney(cents / 100, STORES[storeId].defaultLocale).replace(/[\u00a0\u202f]/g, ' ');

/** "41,39 € (was 68,99 €, -40%)" on sale, "59,99 €" otherwise. */
export function priceShown(product: CatProduct, storeId: StoreId): string {
  const { price, originalPrice } = product.prices[priceKey(STORES[storeId])];
  if (originalPrice === null || originalPrice <= price) return money(price, storeId);
  return `${money(price, storeId)} (was ${money(originalPrice, storeId)}, -${Math.round(100 * (1 - price / originalPrice))}%)`;
}

export function lowestPrice(products: CatProduct[], storeId: StoreId): number {
  const key = priceKey(STORES[storeId]);
  return Math.min(...products.map((product) => product.prices[key].price));
}

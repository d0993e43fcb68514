import { generateCatalogue } from '../../server/demo/generate-catalogue';
import type { Catalogue, CatCategory, CatProduct } from '../../server/catalogue/catalogue-types';
import { formatMoney } from '../../src/domain/money/money';
import type { LocaleCode } from '../../src/domain/store/locales';
import { STORES, priceKey, type StoreId } from '../../src/domain/store/stores';

/**
 * What the shop should show, read from the same deterministic demo catalogue the test server
 * seeds: the scenarios' expected values come from the business data, not from the API.
 */
let catalogue: Catalogue | null = null;
const data = (): Catalogue => (catalogue ??= generateCatalogue());

export type CatalogueProduct = CatProduct;

export function aDiscountedProductSoldInEveryStore(): CatProduct {
  const { brands, products } = data();
  const restricted = new Set(brands.filter((brand) => brand.restricted).map((brand) => brand.id));
  const found = products.find(
    (product) =>
      !restricted.has(product.brandId) &&
      !product.isOnlyOutlet &&
      product.displayInListing &&
      product.sizeKind !== 'unique' &&
      product.sizes.some((size) => size.stock > 0) &&
      Object.values(STORES).every((store) => {
        const price = product.prices[priceKey(store)];
        return price && price.originalPrice !== null && price.originalPrice > price.price;
      }),
  );
  if (!found) throw new Error('The demo catalogue has no discounted product sold in every store');
  return found;
}

export function brandName(product: CatProduct): string {
  return data().brands.find((brand) => brand.id === product.brandId)!.name;
}

export function categoryPath(product: CatProduct, locale: LocaleCode): string[] {
  const byId = new Map(data().categories.map((category) => [category.id, category]));
  const path: string[] = [];
  for (let category: CatCategory | undefined = byId.get(product.categoryId); category; category = category.parentId ? byId.get(category.parentId) : undefined) {
    path.unshift(category.names[locale]);
  }
  return path;
}

/** Price, original price and discount as the store shows them (euros, the store's locale). */
export function shownPrice(product: CatProduct, storeId: StoreId): { price: string; original: string; discount: number } {
  const store = STORES[storeId];
  const { price, originalPrice } = product.prices[priceKey(store)];
  const euros = (amount: number) => formatMoney(amount / 100, store.defaultLocale).replace(/[\u00a0\u202f]/g, ' ');
  return {
    price: euros(price),
    original: euros(originalPrice!),
    discount: Math.round(100 * (1 - price / originalPrice!)),
  };
}

/** The outlet-only products of the catalogue (sold in the outlet alone). */
export function outletOnlyProducts(): CatProduct[] {
  return data().products.filter((product) => product.isOnlyOutlet);
}

/** An outlet-only product the French store lists in its outlet (shown in listings, priced there, its brand not restricted). */
export function anOutletProductOfTheFrenchStore(): CatProduct {
  const restricted = new Set(data().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
  const product = outletOnlyProducts().find((candidate) => candidate.displayInListing && candidate.prices.fr && !restricted.has(candidate.brandId));
  if (!product) throw new Error('The demo catalogue has no outlet product in the French store');
  return product;
}

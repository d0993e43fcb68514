/**
 * Articles with the traits a basket scenario needs, found in the same deterministic demo
 * catalogue the test server seeds (never hard-coded ids), and the amounts the shop should show.
 */
import { CARRIERS } from '../../../server/demo/carriers';
import type { CatProduct, CatSize } from '../../../server/catalogue/catalogue-types';
import { generateCatalogue } from '../../../server/demo/generate-catalogue';
import { formatMoney } from '../../../src/domain/money/money';
import { DEFAULT_FREE_SHIPPING_CENTS } from '../../../src/domain/catalogue/carrier';
import { STORE_IDS, STORES, priceKey, type StoreId } from '../../../src/domain/store/stores';

export interface Article {
  product: CatProduct;
  size: CatSize;
}

let catalogue: ReturnType<typeof generateCatalogue> | null = null;
const data = () => (catalogue ??= generateCatalogue());

const soldEverywhere = (product: CatProduct) => {
  const brand = data().brands.find((candidate) => candidate.id === product.brandId)!;
  return !brand.restricted && STORE_IDS.every((id) => product.prices[priceKey(STORES[id])] !== undefined);
};

/** Articles open to every shopper (outlet-only ones are the outlet's: features/outlet). */
function find(description: string, test: (product: CatProduct, size: CatSize) => boolean): Article {
  for (const product of data().products) {
    if (!soldEverywhere(product) || product.isOnlyOutlet) continue;
    const size = product.sizes.find((candidate) => test(product, candidate));
    if (size) return { product, size };
  }
  throw new Error(`The demo catalogue has no ${description}`);
}

/** Cents the store charges for one. */
export const unitCents = ({ product }: Article, storeId: StoreId) => product.prices[priceKey(STORES[storeId])].price;

/** A size with plenty left, priced between `min` and `max` euros in every store. */
export function anArticleWellInStock(min = 10, max = 45): Article {
  return find(`size well in stock priced ${min}–${max} €`, (product, size) =>
    size.stock >= 20 && STORE_IDS.every((id) => {
      const price = product.prices[priceKey(STORES[id])].price;
      return price >= min * 100 && price <= max * 100;
    }),
  );
}

export function anArticleWithStock(stock: number): Article {
  return find(`size with exactly ${stock} left`, (product, size) => size.stock === stock && product.prices.fr.price < 5000);
}

/** The default (home) carrier of a store's country, as the carriers table defines it. */
export function homeCarrier(storeId: StoreId): { price: number; freeShippingAmount: number } {
  const country = STORES[storeId].countryCode;
  const row = CARRIERS.find((carrier) => carrier.type === 'home')!.countries.find((candidate) => candidate.isoCode2 === country)!;
  return { price: row.price, freeShippingAmount: row.freeShippingAmount ?? DEFAULT_FREE_SHIPPING_CENTS };
}

/** An amount in cents as the store writes it (plain spaces, like the CLI). */
export function shown(cents: number, storeId: StoreId): string {
  return formatMoney(cents / 100, STORES[storeId].defaultLocale).replace(/[\u00a0\u202f]/g, ' ');
}

/** The unit price column: the price, and the crossed-out one when the article is discounted. */
export function shownUnit(article: Article, storeId: StoreId): string {
  const { price, originalPrice } = article.product.prices[priceKey(STORES[storeId])];
  return originalPrice !== null && originalPrice > price ? `${shown(price, storeId)} (was ${shown(originalPrice, storeId)})` : shown(price, storeId);
}

export const nameIn = ({ product }: Article, storeId: StoreId) => product.names[STORES[storeId].locale];

/** The size as the store names it (the catalogue's size term: "Taille unique", "One size"), else its label. */
export const sizeNameIn = ({ size }: Article, storeId: StoreId) =>
  data().terms.find((term) => term.kind === 'size' && term.key === size.label)?.names[STORES[storeId].locale] ?? size.label;

/** An outlet-only article with plenty left, sold in every store. */
export function anOutletOnlyArticle(): Article {
  for (const product of data().products) {
    if (!soldEverywhere(product) || !product.isOnlyOutlet) continue;
    const size = product.sizes.find((candidate) => candidate.stock >= 5);
    if (size) return { product, size };
  }
  throw new Error('The demo catalogue has no outlet-only article in stock');
}

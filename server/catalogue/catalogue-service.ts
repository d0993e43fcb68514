/**
 * GET /products/{id} and friends. Prices are the store country's, in euros; the discount follows
 * SPEC §9. A product the store does not sell (restricted brand, no price there) is not found.
 * Outlet-only products answer only a caller with outlet access (the outlet module's gate, asked
 * through `OutletGate`); anyone else gets a 403 with the outlet's words.
 */
import type { ProductDetailResponse, ProductInformation, ProductScores } from '../../src/domain/catalogue/product';
import { MARKET_LABEL_NAMES } from '../../src/domain/catalogue/market-labels';
import { discountPercent, toEuros } from '../../src/domain/money/money';
import { productPath } from '../../src/domain/routing/listing-slugs';
import { LOCALE_CODES, type LocaleCode } from '../../src/domain/store/locales';
import { STORES, priceKey, storeForLocale, shopName } from '../../src/domain/store/stores';
import type { ShopContext } from '../core/shop-context';
import { cachedReference, categoryChain, categoryRef, mapLocales } from './catalogue-reference';
import { termName } from './catalogue-names';
import type { ProductRecord } from './catalogue-repository';
import { readProducts, soldIn, textIn, visibleProduct, type ProductAnswerDeps, type ProductDeps } from './catalogue-products';
import { localeUrl } from '../http/store-urls';
import { succeed, type Outcome } from '../core/outcome';
import { SHUT_OUTLET, type OutletGate } from '../core/outlet-gate';
import { productOpenTo } from '../../src/domain/outlet/outlet-access';
import { productFit } from '../fit/fit-service';
import { productFamily } from './catalogue-families';

// What other modules use of the catalogue: its reference data, whole products, the rules of what a
// store sells, and the restock write. The generated catalogue's types are the seeder's and the search's.
export {
  brandVisibleIn, cachedReference, categoryChain, categoryPath, categoryRef, childBySlug, mapLocales,
  type ArtistRef, type BrandRef, type CatalogueReference, type CategoryNode, type TermKind,
} from './catalogue-reference';
export { facetNames, termName } from './catalogue-names';
export { ProductRecordCache, readProducts, soldIn, textIn, visibleProduct, type ProductAnswerDeps, type ProductDeps, type ProductScoresSource } from './catalogue-products';
export { addStock, listedProductSlugs, loadProducts, productsBySlug, type ProductRecord } from './catalogue-repository';
export { associatedProducts, productHit } from './catalogue-hits';
export { listingColours, productFamily } from './catalogue-families';
export type * from './catalogue-types';
export { OutletReadHeadersSchema } from './catalogue-schemas';

/** Languages whose store sells the product, each with its product page path. */
export function productPaths(record: ProductRecord, sellsIn: (locale: LocaleCode) => boolean): Partial<Record<LocaleCode, string>> {
  const paths: Partial<Record<LocaleCode, string>> = {};
  for (const locale of LOCALE_CODES) {
    const slug = record.texts[locale]?.slug;
    if (slug && sellsIn(locale)) paths[locale] = productPath(slug);
  }
  return paths;
}

export async function productDetail(deps: ProductAnswerDeps, context: ShopContext, productId: number, origin: string, outlet?: OutletGate): Promise<Outcome<ProductDetailResponse>> {
  const visible = await visibleProduct(deps, context, productId, outlet);
  if (!visible.ok) return visible;
  const { record, reference } = visible.value;
  const { locale, store } = context;
  const text = textIn(record, locale);
  const [scoreMap, family] = await Promise.all([deps.productScores([record.id]), productFamily(deps, context, record.id)]);
  const scores = scoreMap.get(record.id)!;
  const brand = reference.brands.get(record.brandId)!;
  const own = record.prices[priceKey(store)];
  const sizes = [...record.sizes].sort((a, b) => a.rank - b.rank);
  const fit = await productFit(deps.db, {
    id: record.id, brand, categoryIds: categoryChain(reference, record.categoryId).map((node) => node.id).reverse(),
    sizes: sizes.map((size) => ({ key: size.label, name: termName(reference, 'size', size.label, locale) })),
  }, locale);
  const paths = productPaths(record, (other) => soldIn(record, storeForLocale(other), reference));
  const alternates = Object.fromEntries(
    Object.entries(paths).map(([other, path]) => [other, localeUrl(other as LocaleCode, path, deps.urls, origin)]),
  );
  return succeed({
    product: {
      id: record.id,
      name: text.name,
      slug: text.slug,
      slugs: mapLocales((other) => record.texts[other]?.slug ?? text.slug),
      brand: { id: brand.id, name: brand.name, slug: brand.slug },
      range: termName(reference, 'range', record.range, locale),
      category: categoryRef(categoryChain(reference, record.categoryId), locale),
      artists: record.artistIds.flatMap((id) => {
        const artist = reference.artists.get(id);
        return artist ? [{ id: artist.id, name: artist.name, slug: artist.slug }] : [];
      }),
      color: termName(reference, 'colour', record.colorCode, locale, record.colorNames),
      material: termName(reference, 'material', record.materialCode, locale, record.materialNames),
      gender: record.gender,
      description: text.description,
      price: toEuros(own.price),
      originPrice: own.originalPrice === null ? null : toEuros(own.originalPrice),
      discountPercent: discountPercent(own.price, own.originalPrice),
      quantity: sizes.reduce((sum, size) => sum + size.stock, 0),
      pictures: record.pictures.map((picture) => ({ url: picture.path, default: picture.default })),
      // The size as the shopper reads it ("Einheitsgröße"); `value` keeps its key (TU).
      productSizes: sizes.map((size) => ({
        id: size.id,
        productSizeId: size.id,
        size: termName(reference, 'size', size.label, locale),
        rank: size.rank,
        value: size.label,
        quantity: size.stock,
        // Only when known: most sizes have none, and the page carries its product in its HTML.
        ...(size.gtin ? { gtin: size.gtin } : {}),
      })),
      marketLabels: record.marketLabels.map((type) => ({ type, name: MARKET_LABEL_NAMES[type][locale] })),
      label: record.label,
      manufactured: record.manufactured,
      isOnlyOutlet: record.isOnlyOutlet,
      family,
    },
    metadata: {
      title: `${text.name} | ${shopName(STORES[store.id])}`,
      description: text.description,
      canonical: localeUrl(locale, productPath(text.slug), deps.urls, origin),
      alternates,
    },
    scores: { productId: record.id, ...scores },
    informations: text.informations,
    ...fit,
  });
}

export async function productInformation(deps: ProductDeps, context: ShopContext, productId: number, outlet?: OutletGate): Promise<Outcome<ProductInformation[]>> {
  const visible = await visibleProduct(deps, context, productId, outlet);
  return visible.ok ? succeed(textIn(visible.value.record, context.locale).informations) : visible;
}

/** Scores (from the ratings) of the products the store sells, in the order asked; unknown ids (and outlet-only ones without access) are left out. */
export async function productScores(deps: ProductAnswerDeps, context: ShopContext, productIds: number[], outlet: OutletGate = SHUT_OUTLET): Promise<Required<ProductScores>[]> {
  const reference = await cachedReference(deps.db, deps.cache, context.noCache);
  const records = await readProducts(deps, productIds);
  const onSale = [...new Set(productIds)].filter((id) => {
    const record = records.get(id);
    return record !== undefined && soldIn(record, context.store, reference);
  });
  const access = onSale.some((id) => records.get(id)!.isOnlyOutlet) ? await outlet.open() : false;
  const sold = onSale.filter((id) => productOpenTo(records.get(id)!, access));
  const scores = await deps.productScores(sold);
  return sold.map((id) => ({ productId: id, ...scores.get(id)! }));
}

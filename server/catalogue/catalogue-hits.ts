/** Products as search hits (SPEC §3 "Product (search hit)"), e.g. the associated products. */
import type { HitPrice, ProductHit } from '../../src/domain/catalogue/product';
import { MARKET_LABEL_NAMES } from '../../src/domain/catalogue/market-labels';
import { discountPercent, toEuros } from '../../src/domain/money/money';
import { priceKey } from '../../src/domain/store/stores';
import type { ShopContext } from '../core/shop-context';
import { mapLocales, type CatalogueReference } from './catalogue-reference';
import { termName } from './catalogue-names';
import type { ProductRecord } from './catalogue-repository';
import { readProducts, soldIn, textIn, visibleProduct, type ProductDeps } from './catalogue-products';
import { succeed, type Outcome } from '../core/outcome';
import type { OutletGate } from '../core/outlet-gate';

export function productHit(record: ProductRecord, reference: CatalogueReference, context: ShopContext): ProductHit {
  const brand = reference.brands.get(record.brandId)!;
  const key = priceKey(context.store);
  const prices: Record<string, HitPrice> = {};
  for (const [country, price] of Object.entries(record.prices)) {
    prices[country] = { price: toEuros(price.price), originalPrice: price.originalPrice === null ? null : toEuros(price.originalPrice) };
  }
  prices.default = prices[key];
  const own = record.prices[key];
  const percent = discountPercent(own.price, own.originalPrice);
  const fallback = textIn(record, context.locale);
  return {
    objectID: String(record.id),
    productID: record.id,
    slugs: mapLocales((locale) => record.texts[locale]?.slug ?? fallback.slug),
    names: mapLocales((locale) => record.texts[locale]?.name ?? fallback.name),
    displayInformation: { title: fallback.name },
    brand: { id: brand.id, name: brand.name, slug: brand.slug },
    pictures: record.pictures.map((picture) => ({ ...picture })),
    prices,
    label: record.label,
    promotion: percent > 0 ? { percent } : null,
    marketLabels: Object.fromEntries(record.marketLabels.map((type) => [type, { ...MARKET_LABEL_NAMES[type] }])),
    sizes: [...record.sizes].sort((a, b) => a.rank - b.rank).map((size) => ({ size: termName(reference, 'size', size.label, context.locale) })),
    watermarkUrl: record.watermark,
  };
}

/**
 * Products shown with a product: those the store sells, never outlet-only ones (they sit behind
 * the outlet gate) unless the product itself is an outlet product, which only a caller with
 * outlet access reads.
 */
export async function associatedProducts(deps: ProductDeps, context: ShopContext, productId: number, outlet?: OutletGate): Promise<Outcome<ProductHit[]>> {
  const visible = await visibleProduct(deps, context, productId, outlet);
  if (!visible.ok) return visible;
  const { record: source, reference } = visible.value;
  const associated = await readProducts(deps, source.associatedIds);
  return succeed(source.associatedIds.flatMap((id) => {
    const record = associated.get(id);
    if (!record || record.id === source.id || !soldIn(record, context.store, reference)) return [];
    if (record.isOnlyOutlet && !source.isOnlyOutlet) return [];
    return [productHit(record, reference, context)];
  }));
}

/**
 * A checked promotion draft as the columns of its row: products, categories and brands by key
 * turned into ids, a gift's size into its product. Used by the admin's create and by the
 * catalogue import (in its transaction, where the bundle's own products are already written).
 */
import type { PromotionDraft, ScopeKeys } from '../../src/domain/promotions/promotion-input';
import type { ProductScope, PromotionConditions, Stacking } from '../../src/domain/promotions/promotion';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { Executor } from '../db/transaction';
import { brandIdsByKey, categoryIdsByKey, productIdsByKey, sizeProduct } from './promotions-repository';
import { storedConditions } from './promotions-rules';

/** The columns a promotion's rule is kept in (JSON as text, as the insert takes it). */
export interface PromotionColumns {
  names: string;
  conditions: string;
  effect: string;
  automatic: boolean;
  stacking: Stacking;
  priority: number;
  usage_limit: number | null;
  per_customer_limit: number | null;
}

async function resolveScope(db: Executor, keys: ScopeKeys | null, what: string): Promise<Outcome<ProductScope | null>> {
  if (!keys) return succeed(null);
  const [products, categories, brands] = await Promise.all([productIdsByKey(db, keys.products), categoryIdsByKey(db, keys.categories), brandIdsByKey(db, keys.brands)]);
  const missing = [
    ...keys.products.filter((key) => !products.has(key)).map((key) => `product ${key}`),
    ...keys.categories.filter((key) => !categories.has(key)).map((key) => `category ${key}`),
    ...keys.brands.filter((key) => !brands.has(key)).map((key) => `brand ${key}`),
  ];
  if (missing.length > 0) return fail('invalid-input', `${what}: unknown ${missing.join(', ')}.`);
  const ids = (found: Map<string, number>, wanted: string[]) => (wanted.length > 0 ? [...new Set(wanted.map((key) => found.get(key)!))] : null);
  return succeed({ productIds: ids(products, keys.products), categoryIds: ids(categories, keys.categories), brandIds: ids(brands, keys.brands) });
}

/** The rule's columns of a checked draft, its keys turned into ids (in `db`: an import's transaction sees its own products). */
export async function promotionColumns(db: Executor, draft: PromotionDraft): Promise<Outcome<PromotionColumns>> {
  const [include, exclude] = await Promise.all([resolveScope(db, draft.include, 'Included'), resolveScope(db, draft.exclude, 'Excluded')]);
  if (!include.ok) return include;
  if (!exclude.ok) return exclude;
  let effect = draft.effect;
  if (effect.kind === 'gift') {
    const size = await sizeProduct(db, effect.productSizeId);
    if (!size) return fail('invalid-input', `The gift: no product size ${effect.productSizeId}.`);
    effect = { ...effect, productId: size.product_id };
  }
  const conditions: PromotionConditions = {
    storeIds: draft.storeIds, devices: draft.devices, segment: draft.segment, minimumAmount: draft.minimumAmount,
    include: include.value, exclude: exclude.value, validFrom: draft.validFrom, validUntil: draft.validUntil,
  };
  return succeed({
    names: JSON.stringify(draft.names),
    conditions: JSON.stringify(storedConditions(conditions)),
    effect: JSON.stringify(effect),
    automatic: draft.automatic,
    stacking: draft.stacking,
    priority: draft.priority,
    usage_limit: draft.usageLimit,
    per_customer_limit: draft.perCustomerLimit,
  });
}


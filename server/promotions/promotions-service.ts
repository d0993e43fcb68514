/**
 * The promotions module's public face. Staff (role merchandiser) list, show, create and disable
 * promotions (`/admin/promotions`, `boutique admin promo …`); each change is announced
 * (`contentChanged`), so every process applies it on its next basket answer. The basket and the
 * order read the rules through `cachedPromotionRules`, and the order takes its uses through
 * `takeOrderPromotions` (promotions-orders.ts).
 */
import { readPromotionInput, type PromotionInput, type ScopeKeys } from '../../src/domain/promotions/promotion-input';
import type { ProductScope, PromotionConditions } from '../../src/domain/promotions/promotion';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { CatalogueChanges } from '../cache/catalogue-changes';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { Db } from '../db/database';
import { brandIdsByKey, categoryIdsByKey, customerRow, disablePromotionRow, insertPromotion, productIdsByKey, promotionRow, promotionRows, sizeProduct } from './promotions-repository';
import { storedConditions } from './promotions-rules';
import { promotionsText } from './promotions-texts';
import { promotionView, type PromotionView } from './promotions-view';

export { cachedPromotionRules } from './promotions-rules';
export { promotionCustomer } from './promotions-customers';
export { PROMOTIONS_CACHE_KEY, PromotionUsedUp, releaseOrderUses, takeOrderPromotions } from './promotions-orders';
export type { PromotionView } from './promotions-view';

export interface PromotionsDeps {
  db: Db;
  now: () => Date;
  catalogueChanges?: CatalogueChanges;
}

/** Who changed it: the staff member's address. */
async function staffName(db: Db, staffId: number): Promise<string> {
  return (await customerRow(db, staffId))?.email ?? `account ${staffId}`;
}

export async function listPromotions(deps: PromotionsDeps): Promise<PromotionView[]> {
  return (await promotionRows(deps.db)).map(promotionView);
}

export async function showPromotion(deps: PromotionsDeps, locale: LocaleCode, code: string): Promise<Outcome<PromotionView>> {
  const row = await promotionRow(deps.db, code.trim().toUpperCase());
  return row ? succeed(promotionView(row)) : fail('not-found', promotionsText('notFound', locale));
}

async function resolveScope(db: Db, keys: ScopeKeys | null, what: string): Promise<Outcome<ProductScope | null>> {
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

export async function createPromotion(deps: PromotionsDeps, locale: LocaleCode, staffId: number, input: PromotionInput): Promise<Outcome<PromotionView>> {
  const read = readPromotionInput(input);
  if (!read.ok) return fail('invalid-input', read.message);
  const draft = read.draft;
  const [include, exclude] = await Promise.all([resolveScope(deps.db, draft.include, 'Included'), resolveScope(deps.db, draft.exclude, 'Excluded')]);
  if (!include.ok) return include;
  if (!exclude.ok) return exclude;
  let effect = draft.effect;
  if (effect.kind === 'gift') {
    const size = await sizeProduct(deps.db, effect.productSizeId);
    if (!size) return fail('invalid-input', `The gift: no product size ${effect.productSizeId}.`);
    effect = { ...effect, productId: size.product_id };
  }
  const conditions: PromotionConditions = {
    storeIds: draft.storeIds, devices: draft.devices, segment: draft.segment, minimumAmount: draft.minimumAmount,
    include: include.value, exclude: exclude.value, validFrom: draft.validFrom, validUntil: draft.validUntil,
  };
  const by = await staffName(deps.db, staffId);
  const now = deps.now();
  const inserted = await insertPromotion(deps.db, {
    code: draft.code,
    names: JSON.stringify(draft.names),
    active: true,
    conditions: JSON.stringify(storedConditions(conditions)),
    effect: JSON.stringify(effect),
    automatic: draft.automatic,
    stacking: draft.stacking,
    priority: draft.priority,
    usage_limit: draft.usageLimit,
    per_customer_limit: draft.perCustomerLimit,
    created_by: by,
    updated_by: by,
    created_at: now,
    updated_at: now,
  });
  if (!inserted) return fail('already-exists', promotionsText('exists', locale));
  deps.catalogueChanges?.contentChanged();
  return succeed(promotionView((await promotionRow(deps.db, draft.code))!));
}

export async function disablePromotion(deps: PromotionsDeps, locale: LocaleCode, staffId: number, code: string): Promise<Outcome<PromotionView>> {
  const row = await disablePromotionRow(deps.db, code.trim().toUpperCase(), await staffName(deps.db, staffId), deps.now());
  if (!row) return fail('not-found', promotionsText('notFound', locale));
  deps.catalogueChanges?.contentChanged();
  return succeed(promotionView(row));
}

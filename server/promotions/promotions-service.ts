/**
 * The promotions module's public face. Staff (role merchandiser) list, show, create and disable
 * promotions (`/admin/promotions`, `boutique admin promo …`); each change is announced
 * (`contentChanged`), so every process applies it on its next basket answer. The basket and the
 * order read the rules through `cachedPromotionRules`, and the order takes its uses through
 * `takeOrderPromotions` (promotions-orders.ts).
 */
import { readPromotionInput, type PromotionInput } from '../../src/domain/promotions/promotion-input';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { CatalogueChanges } from '../cache/catalogue-changes';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { Db } from '../db/database';
import { promotionColumns } from './promotions-columns';
import { customerRow, disablePromotionRow, insertPromotion, promotionRow, promotionRows } from './promotions-repository';
import { promotionsText } from './promotions-texts';
import { promotionView, type PromotionView } from './promotions-view';

export { cachedPromotionRules } from './promotions-rules';
export { promotionCustomer } from './promotions-customers';
export { PROMOTIONS_CACHE_KEY, PromotionUsedUp, releaseOrderUses, takeOrderPromotions } from './promotions-orders';
export type { PromotionView } from './promotions-view';
export { promotionColumns, type PromotionColumns } from './promotions-columns';
export { promotionsBundleOf, promotionsProblems, PromotionsSchema, writePromotionsBundle } from './promotions-bundle';


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

export async function createPromotion(deps: PromotionsDeps, locale: LocaleCode, staffId: number, input: PromotionInput): Promise<Outcome<PromotionView>> {
  const read = readPromotionInput(input);
  if (!read.ok) return fail('invalid-input', read.message);
  const draft = read.draft;
  const columns = await promotionColumns(deps.db, draft);
  if (!columns.ok) return columns;
  const by = await staffName(deps.db, staffId);
  const now = deps.now();
  const inserted = await insertPromotion(deps.db, {
    code: draft.code,
    ...columns.value,
    active: true,
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

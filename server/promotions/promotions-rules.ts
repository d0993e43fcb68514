/**
 * A stored promotion as the engine reads it, and back. Promotions are few and read on every
 * basket answer: they are kept in the app's TtlCache (`promotions`), which every announced change
 * forgets (`contentChanged`), on every process.
 */
import { ruleOfCode } from '../../src/domain/promotions/code-promotion';
import type { PromotionConditions, PromotionRule } from '../../src/domain/promotions/promotion';
import type { TtlCache } from '../cache/ttl-cache';
import type { Db } from '../db/database';
import type { Selectable } from 'kysely';
import { promotionRows } from './promotions-repository';
import type { PromotionsTable, StoredConditions } from './promotions-tables';

type Row = Selectable<PromotionsTable>;

const asDate = (value: Date | string | null | undefined): Date | null => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(value));

export function conditionsOf(stored: StoredConditions): PromotionConditions {
  return { ...stored, validFrom: asDate(stored.validFrom), validUntil: asDate(stored.validUntil) };
}

export function storedConditions(conditions: PromotionConditions): StoredConditions {
  return { ...conditions, validFrom: conditions.validFrom?.toISOString() ?? null, validUntil: conditions.validUntil?.toISOString() ?? null };
}

export function ruleOfRow(row: Row): PromotionRule {
  const active = row.active && !row.disabled;
  const base = row.effect
    ? { conditions: conditionsOf(row.conditions), effect: row.effect }
    : ruleOfCode({
        code: row.code, names: row.names, kind: row.kind ?? 'percent', value: row.value ?? 0, validFrom: asDate(row.valid_from), validUntil: asDate(row.valid_until),
        minimumAmount: row.minimum_amount, brandIds: row.brand_ids, categoryIds: row.category_ids, storeIds: row.store_ids, allowedDevices: row.allowed_devices ?? [0, 1], active,
      });
  return {
    key: row.code,
    code: row.automatic ? null : row.code,
    names: row.names,
    conditions: base.conditions,
    effect: base.effect,
    stacking: row.stacking,
    priority: row.priority,
    usageLimit: row.usage_limit,
    perCustomerLimit: row.per_customer_limit,
    uses: row.uses,
    active,
  };
}

export async function loadPromotionRules(db: Db): Promise<PromotionRule[]> {
  return (await promotionRows(db)).map(ruleOfRow);
}

export function cachedPromotionRules(db: Db, cache: TtlCache, bypass = false): Promise<PromotionRule[]> {
  return cache.get('promotions', () => loadPromotionRules(db), { bypass });
}

/**
 * The promotion codes (the `promotions` table, migration 0002) as the domain's rule reads them.
 * Promotions are few and read on every basket answer: they are cached with the app's TtlCache
 * (`no_cache=1` bypasses it).
 */
import type { Promotion } from '../../src/domain/basket/promotion-rules';
import type { TtlCache } from '../cache/ttl-cache';
import type { Db } from '../db/database';
import { promotionRows } from './basket-repository';

const asDate = (value: Date | string | null): Date | null => (value === null ? null : value instanceof Date ? value : new Date(value));

export async function loadPromotions(db: Db): Promise<Map<string, Promotion>> {
  const rows = await promotionRows(db);
  return new Map(
    rows.map((row) => [
      row.code,
      {
        code: row.code,
        names: row.names,
        kind: row.kind,
        value: row.value,
        validFrom: asDate(row.valid_from),
        validUntil: asDate(row.valid_until),
        minimumAmount: row.minimum_amount,
        brandIds: row.brand_ids,
        categoryIds: row.category_ids,
        storeIds: row.store_ids,
        allowedDevices: row.allowed_devices,
        active: row.active,
      },
    ]),
  );
}

export function cachedPromotions(db: Db, cache: TtlCache, bypass = false): Promise<Map<string, Promotion>> {
  return cache.get('promotions', () => loadPromotions(db), { bypass });
}

/** Shipping facts of a country: the free-shipping threshold of its default (home) carrier. */
import { freeShippingThreshold, pickDefaultCarrier } from '../../src/domain/basket/shipping';
import type { Cents } from '../../src/domain/money/money';
import type { Db } from '../db/database';

/**
 * Cents from which shipping is free in a country (SPEC §9: 99 € when the carrier gives none).
 * The default carrier is chosen by the same rule as the basket's (`pickDefaultCarrier`: home
 * delivery first, then the best rank), so this amount and POST /basket/detail always agree.
 */
export async function freeShippingCents(db: Db, countryCode: string): Promise<Cents> {
  const rows = await db
    .selectFrom('carrier_countries as cc')
    .innerJoin('carriers as c', 'c.id', 'cc.carrier_id')
    .select(['cc.carrier_id as carrierId', 'cc.free_shipping_amount as freeShippingAmount', 'c.type', 'c.rank'])
    .where('cc.iso_code2', '=', countryCode.toUpperCase())
    .execute();
  return freeShippingThreshold(pickDefaultCarrier(rows)?.freeShippingAmount);
}

/**
 * The checkout module's SQL: delivery countries with their carriers' offers, the carriers of one
 * country for its free-shipping threshold, and our relay points. Plain rows; the rules are in
 * `checkout-carriers.ts` and `checkout-relay-search.ts`.
 */
import type { Selectable } from 'kysely';
import type { Executor } from '../db/transaction';
import type { RelayPointsTable } from './checkout-tables';

export type RelayPointRow = Selectable<RelayPointsTable>;

/** Every country (the catalogue's) with its VAT rate, every carrier's enabled offer per country, and the stores' thresholds. */
export async function deliveryCountryRows(db: Executor) {
  const [countries, offers, thresholds] = await Promise.all([
    db.selectFrom('countries').select(['iso_code2', 'active', 'vat_rate']).execute(),
    db
      .selectFrom('carrier_countries as cc')
      .innerJoin('carriers as c', 'c.id', 'cc.carrier_id')
      .select([
        'cc.iso_code2', 'cc.price', 'cc.free_shipping_amount', 'cc.delivery_days', 'cc.relay_network', 'c.id', 'c.code', 'c.type', 'c.rank', 'c.name', 'c.service_name',
        'c.descriptions', 'c.logo', 'c.cutoff_hour', 'c.cutoff_minute', 'c.cutoff_time_zone',
      ])
      .where('cc.active', '=', true)
      .execute(),
    db.selectFrom('store_delivery_terms').select(['store_id', 'free_shipping_threshold']).execute(),
  ]);
  return { countries, offers, thresholds };
}

/** A store's own free-shipping threshold in cents (undefined: none set, 99 €). */
export async function storeThreshold(db: Executor, storeId: string): Promise<number | undefined> {
  const row = await db.selectFrom('store_delivery_terms').select('free_shipping_threshold').where('store_id', '=', storeId).executeTakeFirst();
  return row?.free_shipping_threshold;
}

/** The carriers of a country with what decides the default one and its threshold. */
export function countryCarrierThresholds(db: Executor, countryCode: string) {
  return db
    .selectFrom('carrier_countries as cc')
    .innerJoin('carriers as c', 'c.id', 'cc.carrier_id')
    .select(['cc.carrier_id as carrierId', 'cc.free_shipping_amount as freeShippingAmount', 'c.type', 'c.rank'])
    .where('cc.iso_code2', '=', countryCode)
    .where('cc.active', '=', true)
    .execute();
}

/** A country's active relay points (a few dozen). */
export function activeRelayPoints(db: Executor, countryCode: string, networks?: readonly string[]): Promise<RelayPointRow[]> {
  let query = db.selectFrom('relay_points').selectAll().where('country_iso_code2', '=', countryCode).where('active', '=', true);
  if (networks) query = query.where('carrier_code', 'in', networks.length > 0 ? [...networks] : ['']);
  return query.execute();
}

export function activeRelayPoint(db: Executor, id: string): Promise<RelayPointRow | undefined> {
  return db.selectFrom('relay_points').selectAll().where('id', '=', id).where('active', '=', true).executeTakeFirst();
}

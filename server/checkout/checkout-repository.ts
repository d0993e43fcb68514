/**
 * The checkout module's SQL: delivery countries with their carriers' offers, the carriers of one
 * country for its free-shipping threshold, and our relay points. Plain rows; the rules are in
 * `checkout-carriers.ts` and `checkout-relay-search.ts`.
 */
import type { Selectable } from 'kysely';
import type { Executor } from '../db/transaction';
import type { RelayPointsTable } from './checkout-tables';

export type RelayPointRow = Selectable<RelayPointsTable>;

/** Every country (the catalogue's) with its VAT rate, and every carrier's offer per country. */
export async function deliveryCountryRows(db: Executor) {
  const [countries, offers] = await Promise.all([
    db.selectFrom('countries').select(['iso_code2', 'active', 'vat_rate']).execute(),
    db
      .selectFrom('carrier_countries as cc')
      .innerJoin('carriers as c', 'c.id', 'cc.carrier_id')
      .select(['cc.iso_code2', 'cc.price', 'cc.free_shipping_amount', 'cc.delivery_days', 'c.id', 'c.code', 'c.type', 'c.rank', 'c.name', 'c.service_name', 'c.descriptions', 'c.logo'])
      .execute(),
  ]);
  return { countries, offers };
}

/** The carriers of a country with what decides the default one and its threshold. */
export function countryCarrierThresholds(db: Executor, countryCode: string) {
  return db
    .selectFrom('carrier_countries as cc')
    .innerJoin('carriers as c', 'c.id', 'cc.carrier_id')
    .select(['cc.carrier_id as carrierId', 'cc.free_shipping_amount as freeShippingAmount', 'c.type', 'c.rank'])
    .where('cc.iso_code2', '=', countryCode)
    .execute();
}

/** A country's active relay points (a few dozen). */
export function activeRelayPoints(db: Executor, countryCode: string): Promise<RelayPointRow[]> {
  return db.selectFrom('relay_points').selectAll().where('country_iso_code2', '=', countryCode).where('active', '=', true).execute();
}

export function activeRelayPoint(db: Executor, id: string): Promise<RelayPointRow | undefined> {
  return db.selectFrom('relay_points').selectAll().where('id', '=', id).where('active', '=', true).executeTakeFirst();
}

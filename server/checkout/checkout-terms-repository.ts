/**
 * The delivery terms' SQL (issue 34): the carriers with every offer (enabled or not), a carrier's
 * offer in a country written, a carrier's cut-off, a store's threshold, and the history of
 * changes. Plain rows; the rules are in `checkout-terms-service.ts`.
 */
import type { Insertable } from 'kysely';
import type { Executor, Trx } from '../db/transaction';
import type { CarrierCountriesTable } from './checkout-tables';

export function carrierRows(db: Executor) {
  return db.selectFrom('carriers').select(['id', 'code', 'type', 'rank', 'name', 'service_name', 'cutoff_hour', 'cutoff_minute', 'cutoff_time_zone']).orderBy('rank').orderBy('id').execute();
}

export function offerRows(db: Executor) {
  return db
    .selectFrom('carrier_countries')
    .select(['carrier_id', 'iso_code2', 'price', 'free_shipping_amount', 'delivery_days', 'active', 'relay_network'])
    .orderBy('carrier_id')
    .orderBy('iso_code2')
    .execute();
}

export function storeTermRows(db: Executor) {
  return db.selectFrom('store_delivery_terms').selectAll().execute();
}

export async function countryCodes(db: Executor): Promise<string[]> {
  return (await db.selectFrom('countries').select('iso_code2').execute()).map((row) => row.iso_code2);
}

/** The countries some enabled carrier delivers to. */
export async function servedCountries(db: Executor): Promise<string[]> {
  return (await db.selectFrom('carrier_countries').select('iso_code2').distinct().where('active', '=', true).execute()).map((row) => row.iso_code2);
}

export async function countryKnown(db: Executor, isoCode2: string): Promise<boolean> {
  return (await db.selectFrom('countries').select('iso_code2').where('iso_code2', '=', isoCode2).executeTakeFirst()) !== undefined;
}

/** The offer of a carrier in a country, locked for the change. */
export function lockOffer(trx: Trx, carrierId: number, isoCode2: string) {
  return trx.selectFrom('carrier_countries').selectAll().where('carrier_id', '=', carrierId).where('iso_code2', '=', isoCode2).forUpdate().executeTakeFirst();
}

/** The enabled offers in a country, locked (a disable must leave a store's own country a carrier). */
export function lockCountryOffers(trx: Trx, isoCode2: string) {
  return trx.selectFrom('carrier_countries').select(['carrier_id', 'active']).where('iso_code2', '=', isoCode2).forUpdate().execute();
}

export async function writeOffer(trx: Trx, row: Insertable<CarrierCountriesTable>): Promise<void> {
  const { carrier_id: _carrier, iso_code2: _country, ...changed } = row;
  await trx.insertInto('carrier_countries').values(row).onConflict((conflict) => conflict.columns(['carrier_id', 'iso_code2']).doUpdateSet(changed)).execute();
}

export async function writeCutoff(trx: Trx, carrierId: number, cutoff: { hour: number; minute: number; timeZone: string }): Promise<void> {
  await trx.updateTable('carriers').set({ cutoff_hour: cutoff.hour, cutoff_minute: cutoff.minute, cutoff_time_zone: cutoff.timeZone }).where('id', '=', carrierId).execute();
}

export function lockStoreTerms(trx: Trx, storeId: string) {
  return trx.selectFrom('store_delivery_terms').selectAll().where('store_id', '=', storeId).forUpdate().executeTakeFirst();
}

export async function writeStoreThreshold(trx: Trx, storeId: string, cents: number, by: string, at: Date): Promise<void> {
  await trx
    .insertInto('store_delivery_terms')
    .values({ store_id: storeId, free_shipping_threshold: cents, updated_by: by, updated_at: at })
    .onConflict((conflict) => conflict.column('store_id').doUpdateSet({ free_shipping_threshold: cents, updated_by: by, updated_at: at }))
    .execute();
}

export async function recordChange(trx: Trx, change: { by: string; at: Date; subject: string; change: Record<string, unknown> }): Promise<void> {
  await trx.insertInto('delivery_terms_history').values({ changed_by: change.by, changed_at: change.at, subject: change.subject, change: JSON.stringify(change.change) }).execute();
}

export function historyRows(db: Executor, limit: number) {
  return db.selectFrom('delivery_terms_history').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/**
 * The RelayPointFinder port (issue 11: relay points are data of ours behind a port) and its
 * adapter over the `relay_points` table. The adapter reads the country's active points (a few dozen)
 * and ranks them in memory (`relay-search.ts`); a carrier's real API would be another adapter.
 */
import type { Selectable } from 'kysely';
import type { OpeningHours, RelayPoint } from '../../src/domain/orders/relay-point';
import type { Db } from '../db/database';
import type { RelayPointsTable } from './checkout-tables';
import { nearestRelayPoints, type StoredRelayPoint } from './relay-search';

export interface RelayPointFinder {
  /** Points near a postcode or a city of `country` (ISO 3166 alpha-2), nearest first; [] when the place is unknown. Throws when the source fails. */
  find(country: string, query: string, limit: number): Promise<RelayPoint[]>;
  /** An active point, for placing an order with it. */
  byId(id: string): Promise<StoredRelayPoint | undefined>;
}

const fromRow = (row: Selectable<RelayPointsTable>): StoredRelayPoint => ({
  id: row.id,
  carrierCode: row.carrier_code,
  name: row.name,
  street: row.street,
  zipCode: row.zip_code,
  city: row.city,
  countryIsoCode2: row.country_iso_code2,
  latitude: row.latitude,
  longitude: row.longitude,
  openingHours: row.opening_hours as OpeningHours[],
});

/** An active relay point by id (what an order is placed with), or undefined. */
export async function relayPointById(db: Db, id: string): Promise<StoredRelayPoint | undefined> {
  if (id.length > 64) return undefined;
  const row = await db.selectFrom('relay_points').selectAll().where('id', '=', id).where('active', '=', true).executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

export class DbRelayPointFinder implements RelayPointFinder {
  constructor(private readonly db: Db) {}

  async find(country: string, query: string, limit: number): Promise<RelayPoint[]> {
    const rows = await this.db.selectFrom('relay_points').selectAll()
      .where('country_iso_code2', '=', country.toUpperCase())
      .where('active', '=', true)
      .execute();
    return nearestRelayPoints(rows.map(fromRow), query, limit);
  }

  byId(id: string): Promise<StoredRelayPoint | undefined> {
    return relayPointById(this.db, id);
  }
}

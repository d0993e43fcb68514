/**
 * The demo relay points (server/demo/relay-points.ts), inserted on every start when missing, like
 * the demo promotions: one multi-row INSERT that leaves the points already there (and any an
 * operator changed or deactivated) alone.
 */
import { demoRelayPoints } from './relay-points';
import type { Db } from '../db/database';

/** Inserts the missing demo relay points; returns how many were added. */
export async function ensureDemoRelayPoints(db: Db): Promise<number> {
  const points = demoRelayPoints();
  const present = await db.selectFrom('relay_points').select((eb) => eb.fn.countAll<string>().as('count')).where('id', 'in', points.map((point) => point.id)).executeTakeFirstOrThrow();
  if (Number(present.count) === points.length) return 0;
  const result = await db
    .insertInto('relay_points')
    .values(points.map((point) => ({
      id: point.id,
      carrier_code: point.carrierCode,
      name: point.name,
      street: point.street,
      zip_code: point.zipCode,
      city: point.city,
      country_iso_code2: point.countryIsoCode2,
      latitude: point.latitude,
      longitude: point.longitude,
      opening_hours: JSON.stringify(point.openingHours),
      active: true,
    })))
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

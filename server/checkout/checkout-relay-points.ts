/**
 * The RelayPointFinder port (issue 11: relay points are data of ours behind a port) and its
 * adapter over the `relay_points` table. The adapter reads the country's active points (a few dozen)
 * and ranks them in memory (`checkout-relay-search.ts`); a carrier's real API would be another adapter.
 */
import type { OpeningHours, RelayPoint } from '../../src/domain/orders/relay-point';
import type { TtlCache } from '../cache/ttl-cache';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import type { Db } from '../db/database';
import type { EffectLog } from '../db/transaction';
import { cachedDeliveryCountries } from './checkout-carriers';
import { activeRelayPoint, activeRelayPoints, type RelayPointRow } from './checkout-repository';
import { nearestRelayPoints, type StoredRelayPoint } from './checkout-relay-search';
import { checkoutText } from './checkout-texts';

export interface RelayPointFinder {
  /**
   * Points near a postcode or a city of `country` (ISO 3166 alpha-2), nearest first; [] when the place is unknown. Throws when the source fails.
   * `networks`: only the points of these relay networks (the ones an enabled relay carrier serves in the country).
   */
  find(country: string, query: string, limit: number, networks?: readonly string[]): Promise<RelayPoint[]>;
  /** An active point, for placing an order with it. */
  byId(id: string): Promise<StoredRelayPoint | undefined>;
}

const fromRow = (row: RelayPointRow): StoredRelayPoint => ({
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
  const row = await activeRelayPoint(db, id);
  return row ? fromRow(row) : undefined;
}

export class DbRelayPointFinder implements RelayPointFinder {
  constructor(private readonly db: Db) {}

  async find(country: string, query: string, limit: number, networks?: readonly string[]): Promise<RelayPoint[]> {
    const rows = await activeRelayPoints(this.db, country.toUpperCase(), networks);
    return nearestRelayPoints(rows.map(fromRow), query, limit);
  }

  byId(id: string): Promise<StoredRelayPoint | undefined> {
    return relayPointById(this.db, id);
  }
}

/**
 * GET /checkout/relay-points: the points nearest to a postcode or a city of a destination some
 * relay carrier delivers to (another destination is refused); a finder that fails is the
 * provider's unavailability (SPEC §8's relay point fetch error, which the shipping page shows as is).
 */
export async function relayPointsNear(
  deps: { db: Db; cache: TtlCache; log?: EffectLog },
  finder: RelayPointFinder,
  context: ShopContext,
  query: { country: string; q: string; limit?: number },
): Promise<Outcome<RelayPoint[]>> {
  const country = query.country.toUpperCase();
  const countries = await cachedDeliveryCountries(deps.db, deps.cache, context.noCache);
  const destination = countries.get(country);
  const networks = [...new Set(destination?.carriers.filter((offer) => offer.type === 'point_relais').map((offer) => offer.relayNetwork))];
  if (!destination?.active || networks.length === 0) {
    return fail('invalid-input', checkoutText('noRelayCountry', context.locale));
  }
  try {
    return succeed(await finder.find(country, query.q, query.limit ?? 10, networks));
  } catch (error) {
    deps.log?.error({ err: error }, 'relay point search failed');
    return fail('provider-unavailable', checkoutText('fetchError', context.locale));
  }
}

/**
 * The demo relay points of the relay carrier (`relais_pickup`): drawn once from a fixed seed around
 * the places of `relay-places.ts`, so every machine has the same points with the same ids
 * (`FR-75011-02`). Opening hours follow the shops' habits: lunch breaks, closed Sundays or
 * Mondays, a few open every day.
 */
import type { OpeningHours, RelayPoint } from '../../src/domain/orders/relay-point';
import { Random } from './random';
import { RELAY_COUNTRIES, type Place } from './relay-places';

export const RELAY_CARRIER_CODE = 'relais_pickup';

/** A relay point as seeded: the domain's, before a search gives it a distance. */
export type DemoRelayPoint = Omit<RelayPoint, 'distanceKm'>;

const days = (from: number, to: number, ...ranges: [string, string][]): OpeningHours[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ranges.map(([open, close]) => ({ day: from + index, open, close }))).flat();

/** Week patterns (day 1 is Monday). */
const WEEKS: readonly OpeningHours[][] = [
  // A shop with a lunch break, closed on Sunday.
  days(1, 6, ['09:00', '12:30'], ['14:00', '19:00']),
  // Closed on Monday (as many French shops), a long lunch break.
  days(2, 6, ['09:30', '12:30'], ['14:30', '19:00']),
  // A tobacconist: early on weekdays, Saturday morning only.
  [...days(1, 5, ['07:00', '19:30']), ...days(6, 6, ['08:00', '13:00'])],
  // A grocer open every day, Sunday morning only.
  [...days(1, 6, ['08:00', '20:30']), ...days(7, 7, ['09:00', '13:00'])],
  // A small shop: weekdays with a break, Saturday all day, closed Wednesday afternoon.
  [...days(1, 2, ['10:00', '13:00'], ['14:00', '19:00']), ...days(3, 3, ['10:00', '13:00']), ...days(4, 5, ['10:00', '13:00'], ['14:00', '19:00']), ...days(6, 6, ['10:00', '18:00'])],
  // A supermarket open late every day.
  days(1, 7, ['08:30', '21:30']),
];

/** Postcodes as each country writes them: NL `1012 AB`, PT `1100-148`, the others as given. */
function zipOf(country: string, place: Place, random: Random): string {
  if (country === 'NL') return `${place[0]} ${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}`;
  if (country === 'PT') return `${place[0]}-${String(random.int(1, 999)).padStart(3, '0')}`;
  return place[0];
}

/** Every demo relay point (about 15 to 40 per country), in a fixed order. */
export function demoRelayPoints(seed = 11): DemoRelayPoint[] {
  const random = new Random(seed);
  const points: DemoRelayPoint[] = [];
  for (const [country, { places, shops, qualifiers, streets }] of Object.entries(RELAY_COUNTRIES)) {
    for (const place of places) {
      const [zip, city, latitude, longitude, count] = place;
      for (let index = 1; index <= count; index += 1) {
        const street = random.pick(streets).replace('{n}', String(random.int(1, 180)));
        points.push({
          id: `${country}-${zip}-${String(index).padStart(2, '0')}`,
          carrierCode: RELAY_CARRIER_CODE,
          name: `${random.pick(shops)} ${random.pick(qualifiers)}`,
          street,
          zipCode: zipOf(country, place, random),
          city,
          countryIsoCode2: country,
          // Within about a kilometre of the place's centre.
          latitude: Math.round((latitude + (random.next() - 0.5) * 0.016) * 1e6) / 1e6,
          longitude: Math.round((longitude + (random.next() - 0.5) * 0.024) * 1e6) / 1e6,
          openingHours: random.pick(WEEKS),
        });
      }
    }
  }
  return points;
}

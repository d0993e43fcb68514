/**
 * Finding relay points near what the shopper typed (SPEC §2 "relay map and search"): a postcode or
 * a city. The place is found among the points themselves: the points of that postcode (or of the
 * longest postcode prefix that has some: `75999` falls back to `7599…`, then `759…`, `75…`), or of
 * that city (accents, case and a few foreign names aside). Every point of the country is then
 * ranked by its distance from the middle of that place.
 */
import { distanceKm, type RelayPoint } from '../../src/domain/orders/relay-point';

export type StoredRelayPoint = Omit<RelayPoint, 'distanceKm'>;

const MIN_QUERY = 2;

/** Lower case, no accents, words separated by one space: `Saint-Étienne` → `saint etienne`. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** Postcodes compared without spaces or dashes (`1012 AB`, `1100-148`). */
const compactZip = (zip: string): string => zip.toUpperCase().replace(/[\s-]/g, '');

/** The city names shoppers type in another language than the one on the points. */
const CITY_ALIASES: Record<string, string> = {
  brussels: 'bruxelles', brussel: 'bruxelles', bruselas: 'bruxelles', bruessel: 'bruxelles', antwerp: 'antwerpen', anvers: 'antwerpen',
  gand: 'gent', ghent: 'gent', luik: 'liege', bruges: 'brugge', louvain: 'leuven', namen: 'namur', milan: 'milano', milano: 'milano',
  rome: 'roma', turin: 'torino', naples: 'napoli', florence: 'firenze', venice: 'venezia', venise: 'venezia', munich: 'munchen',
  munchen: 'munchen', muenchen: 'munchen', cologne: 'koln', koeln: 'koln', lisbon: 'lisboa', lisbonne: 'lisboa', oporto: 'porto',
  seville: 'sevilla', saragosse: 'zaragoza', 'the hague': 'den haag', 'la haye': 'den haag', 's gravenhage': 'den haag',
  francfort: 'frankfurt am main', frankfurt: 'frankfurt am main', hambourg: 'hamburg', berlin: 'berlin', lyons: 'lyon', marseilles: 'marseille',
};

/** The points that make the searched place, or none when nothing matches. */
export function placePoints(points: readonly StoredRelayPoint[], query: string): StoredRelayPoint[] {
  const trimmed = query.trim();
  if (/^\d/.test(trimmed)) {
    const wanted = compactZip(trimmed);
    for (let length = wanted.length; length >= MIN_QUERY; length -= 1) {
      const prefix = wanted.slice(0, length);
      const found = points.filter((point) => compactZip(point.zipCode).startsWith(prefix));
      if (found.length > 0) return found;
    }
    return [];
  }
  const folded = foldText(trimmed);
  if (folded.length < MIN_QUERY) return [];
  const city = CITY_ALIASES[folded] ?? folded;
  const cityOf = (point: StoredRelayPoint) => foldText(point.city);
  for (const matches of [(name: string) => name === city, (name: string) => name.startsWith(city), (name: string) => city.length >= 3 && name.includes(city)]) {
    const found = points.filter((point) => matches(cityOf(point)));
    if (found.length > 0) return found;
  }
  return [];
}

/** The `limit` points nearest to the searched place (nearest first, then by id), with their distance. */
export function nearestRelayPoints(points: readonly StoredRelayPoint[], query: string, limit: number): RelayPoint[] {
  const place = placePoints(points, query);
  if (place.length === 0) return [];
  const centre = {
    latitude: place.reduce((sum, point) => sum + point.latitude, 0) / place.length,
    longitude: place.reduce((sum, point) => sum + point.longitude, 0) / place.length,
  };
  return points
    .map((point) => ({ ...point, distanceKm: distanceKm(centre, point) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.id.localeCompare(b.id))
    .slice(0, limit);
}

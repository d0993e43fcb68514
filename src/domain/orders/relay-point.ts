/** A relay point where a parcel can be collected (SPEC §2 "relay map and search"). */

/** Open on `day` (1 Monday … 7 Sunday) from `open` to `close` (`HH:MM`); several per day for a lunch break. */
export interface OpeningHours {
  day: number;
  open: string;
  close: string;
}

export interface RelayPoint {
  id: string;
  carrierCode: string;
  name: string;
  street: string;
  zipCode: string;
  city: string;
  countryIsoCode2: string;
  latitude: number;
  longitude: number;
  openingHours: OpeningHours[];
  /** From the searched place, in kilometres (1 decimal). */
  distanceKm: number;
}

/** Great-circle distance in kilometres (haversine), rounded to 1 decimal. */
export function distanceKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a)) * 10) / 10;
}

/**
 * A relay point's distance as every screen writes it, in the store's locale (`iso`: "fr-FR",
 * "nl-BE"): one decimal below 10 km ("2,5"), whole kilometres from 10 km ("149", "256"), so a list
 * never mixes "149" and "255,6". The number only: the words around it ("{{distance}} km") are the
 * texts'.
 */
export function formatDistanceKm(km: number, iso: string): string {
  return new Intl.NumberFormat(iso, { maximumFractionDigits: Math.abs(km) < 10 ? 1 : 0 }).format(km);
}

import { describe, expect, it } from 'vitest';
import { demoRelayPoints } from '../demo/relay-points';
import { foldText, nearestRelayPoints, placePoints } from './checkout-relay-search';

const points = (country: string) => demoRelayPoints().filter((point) => point.countryIsoCode2 === country);

describe('relay point search', () => {
  it('finds a postcode and ranks the country by distance from it', () => {
    const found = nearestRelayPoints(points('FR'), '75011', 10);
    expect(found).toHaveLength(10);
    expect(found[0].zipCode).toBe('75011');
    expect(found.every((point) => point.city === 'Paris')).toBe(true);
    const distances = found.map((point) => point.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(1.5);
  });

  it('falls back to the longest postcode prefix that has points', () => {
    // Villeurbanne (69100) has no point: Lyon's are the nearest.
    expect(placePoints(points('FR'), '69100').every((point) => point.zipCode.startsWith('69'))).toBe(true);
    expect(nearestRelayPoints(points('FR'), '69100', 3).every((point) => point.city === 'Lyon')).toBe(true);
    expect(placePoints(points('FR'), '99999')).toEqual([]);
    expect(nearestRelayPoints(points('FR'), '12', 5)).toEqual([]);
  });

  it('reads Dutch and Portuguese postcodes with their letters, spaces and dashes', () => {
    const amsterdam = placePoints(points('NL'), '1012 XY');
    expect(amsterdam.length).toBeGreaterThan(0);
    expect(amsterdam.every((point) => /^1012 [A-Z]{2}$/.test(point.zipCode))).toBe(true);
    expect(placePoints(points('PT'), '4000-999').every((point) => /^4000-\d{3}$/.test(point.zipCode))).toBe(true);
    expect(nearestRelayPoints(points('NL'), '1012 XY', 1)[0].city).toBe('Amsterdam');
    expect(nearestRelayPoints(points('PT'), '4000', 1)[0].city).toBe('Porto');
  });

  it('finds a city whatever its case, accents or language', () => {
    expect(nearestRelayPoints(points('FR'), 'lyon', 1)[0].city).toBe('Lyon');
    expect(nearestRelayPoints(points('BE'), 'liege', 1)[0].city).toBe('Liège');
    expect(nearestRelayPoints(points('BE'), 'Brussels', 1)[0].city).toBe('Bruxelles');
    expect(nearestRelayPoints(points('DE'), 'Munich', 1)[0].city).toBe('München');
    expect(nearestRelayPoints(points('DE'), 'frankf', 1)[0].city).toBe('Frankfurt am Main');
    expect(nearestRelayPoints(points('LU'), 'Esch', 1)[0].city).toBe('Esch-sur-Alzette');
    expect(nearestRelayPoints(points('FR'), 'Atlantis', 5)).toEqual([]);
    expect(nearestRelayPoints(points('FR'), "' OR 1=1 --", 5)).toEqual([]);
  });

  it('folds text for comparison', () => {
    expect(foldText('  Saint-Étienne ')).toBe('saint etienne');
    expect(foldText('KÖLN')).toBe('koln');
  });
});

import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../src/domain/orders/relay-point';
import { RELAY_COUNTRIES } from './relay-places';
import { demoRelayPoints } from './relay-points';

describe('demo relay points', () => {
  const points = demoRelayPoints();

  it('are the same on every run, with unique ids', () => {
    expect(demoRelayPoints()).toEqual(points);
    expect(new Set(points.map((point) => point.id)).size).toBe(points.length);
  });

  it('cover every country of the relay carrier, 15 to about 40 points each, in several cities', () => {
    for (const country of ['FR', 'BE', 'ES', 'IT', 'DE', 'LU', 'NL', 'PT']) {
      const ofCountry = points.filter((point) => point.countryIsoCode2 === country);
      expect(ofCountry.length, country).toBeGreaterThanOrEqual(15);
      expect(ofCountry.length, country).toBeLessThanOrEqual(45);
      expect(new Set(ofCountry.map((point) => point.city)).size, country).toBeGreaterThanOrEqual(5);
    }
  });

  it('stand within a couple of kilometres of their place', () => {
    for (const point of points) {
      const place = RELAY_COUNTRIES[point.countryIsoCode2].places.find(([zip]) => point.zipCode.startsWith(zip))!;
      expect(distanceKm(point, { latitude: place[2], longitude: place[3] }), point.id).toBeLessThan(2);
    }
  });

  it('have opening hours a shop could have: ranges in order, lunch breaks, closed days', () => {
    for (const point of points) {
      for (const range of point.openingHours) {
        expect(range.open < range.close, point.id).toBe(true);
        expect(range.day).toBeGreaterThanOrEqual(1);
        expect(range.day).toBeLessThanOrEqual(7);
      }
    }
    const withBreak = points.filter((point) => point.openingHours.filter((range) => range.day === 2).length === 2);
    const closedSunday = points.filter((point) => !point.openingHours.some((range) => range.day === 7));
    expect(withBreak.length).toBeGreaterThan(10);
    expect(closedSunday.length).toBeGreaterThan(10);
  });
});

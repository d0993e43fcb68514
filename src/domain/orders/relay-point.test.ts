import { describe, expect, it } from 'vitest';
import { formatDistanceKm } from './relay-point';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDistanceKm (issue 35: one rule for every relay distance)', () => {
  it('writes one decimal below 10 km and whole kilometres from 10 km, never "149" beside "255,6"', () => {
    expect(formatDistanceKm(2.5, 'fr-FR')).toBe('2,5');
    expect(formatDistanceKm(3, 'fr-FR')).toBe('3');
    expect(formatDistanceKm(149, 'fr-FR')).toBe('149');
    expect(formatDistanceKm(255.6, 'fr-FR')).toBe('256');
    expect(formatDistanceKm(9.96, 'nl-BE')).toBe('10');
  });

  it('follows the store’s locale', () => {
    expect(formatDistanceKm(2.5, 'en-GB')).toBe('2.5');
    expect(formatDistanceKm(2.5, 'nl-BE')).toBe('2,5');
    expect(plain(formatDistanceKm(1255.4, 'de-DE'))).toBe('1.255');
    expect(plain(formatDistanceKm(1255.4, 'fr-FR'))).toBe('1 255');
  });
});

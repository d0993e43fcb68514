import { describe, expect, it } from 'vitest';
import { textsVersion } from './texts-version';

describe('textsVersion', () => {
  it('names the same texts the same, whatever their order, and any change differently', () => {
    const texts = { 'listing.sortBy': 'Trier par', 'header.basket': 'Panier' };
    expect(textsVersion(texts)).toMatch(/^[0-9a-z]{1,7}$/);
    expect(textsVersion({ 'header.basket': 'Panier', 'listing.sortBy': 'Trier par' })).toBe(textsVersion(texts));
    expect(textsVersion({ ...texts, 'header.basket': 'Panier !' })).not.toBe(textsVersion(texts));
    expect(textsVersion({ ...texts, 'header.other': '' })).not.toBe(textsVersion(texts));
    expect(textsVersion({ 'a.b': 'c' })).not.toBe(textsVersion({ a: 'b.c' }));
  });
});

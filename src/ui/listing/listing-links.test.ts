import { describe, expect, it } from 'vitest';
import { createListingState, withResults } from '../../domain/listing/listing-state';
import { parseListingQuery } from '../../domain/listing/listing-url';
import { clearAllHref, clearHref, humanise, pageHrefs, rangeHref, readBound, sortHref, toggleHref } from './listing-links';

const path = '/marques/nordvik';
const read = (search: string) => {
  const reading = parseListingQuery(search, { type: 'BRAND' });
  if (!reading.ok) throw new Error('refused');
  return withResults(reading.state, { nbPages: 5, priceBounds: null, promotionBounds: null });
};

describe('listing links', () => {
  it('toggles a value on and off, back to the first page', () => {
    const state = read('?page=3');
    expect(toggleHref(path, state, 'sizes', 'M')).toBe('/marques/nordvik?sizes=M');
    expect(toggleHref(path, read('?sizes=M--L'), 'sizes', 'M')).toBe('/marques/nordvik?sizes=L');
  });

  it('clears one facet or all, keeping the sort', () => {
    const state = read('?brands=a~b&price=20~80&sort=price_asc');
    expect(clearHref(path, state, 'price')).toBe('/marques/nordvik?brands=a~b&sort=price_asc');
    expect(clearAllHref(path, state)).toBe('/marques/nordvik?sort=price_asc');
  });

  it('links sort and price range with the URL grammar', () => {
    const state = read('');
    expect(sortHref(path, state, 'price_desc')).toBe('/marques/nordvik?sort=price_desc');
    expect(rangeHref(path, state, 'price', { min: 20, max: null })).toBe('/marques/nordvik?price=20~');
  });

  it('gives previous and next pages only when they exist', () => {
    expect(pageHrefs(path, read(''))).toEqual({ previous: null, next: '/marques/nordvik?page=2' });
    expect(pageHrefs(path, read('?page=2'))).toEqual({ previous: '/marques/nordvik', next: '/marques/nordvik?page=3' });
    expect(pageHrefs(path, read('?page=5')).next).toBeNull();
    expect(pageHrefs(path, createListingState('BRAND'))).toEqual({ previous: null, next: null });
  });

  it('reads typed bounds and words slugs', () => {
    expect(readBound(' 12,5 ')).toBe(12.5);
    expect(readBound('')).toBeNull();
    expect(readBound('abc')).toBeNull();
    expect(humanise('atelier-sud')).toBe('Atelier sud');
  });
});

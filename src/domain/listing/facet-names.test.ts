import { describe, expect, it } from 'vitest';
import { facetName, namesOf, type FacetNames } from './facet-names';

const names: FacetNames = { colors: { black: 'Schwarz', navy: 'Marineblau' }, sizes: { TU: 'Einheitsgröße' } };

describe('facet names', () => {
  it("reads a value's name, none for values or facets it does not know", () => {
    expect(facetName(names, 'colors', 'black')).toBe('Schwarz');
    expect(facetName(names, 'colors', 'red')).toBeUndefined();
    expect(facetName(names, 'colors', 'constructor')).toBeUndefined();
    expect(facetName(names, 'brands', 'nordvik')).toBeUndefined();
  });

  it('keeps the names of the values shown only', () => {
    expect(namesOf(names, { colors: ['navy', 'red'], sizes: ['M'], brands: ['nordvik'] })).toEqual({ colors: { navy: 'Marineblau' } });
  });
});

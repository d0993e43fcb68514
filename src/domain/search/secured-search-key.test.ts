import { describe, expect, it } from 'vitest';
import { indexAllowed, outletKeyRestrictions, OUTLET_KEY_SECONDS, readRestrictions, restrictionsQueryString, stillValid } from './secured-search-key';

describe('secured search key restrictions', () => {
  it('are written as Algolia writes them: names sorted, values encoded, arrays joined, searchParams merged', () => {
    expect(restrictionsQueryString({ validUntil: 1700000000, filters: 'NOT isOnlyOutlet:true', restrictIndices: ['a_*', 'b'], userToken: 'u 1', searchParams: { hitsPerPage: 5 } }))
      .toBe('filters=NOT%20isOnlyOutlet%3Atrue&hitsPerPage=5&restrictIndices=a_*%2Cb&userToken=u%201&validUntil=1700000000');
    expect(restrictionsQueryString({ filters: undefined })).toBe('');
  });

  it('read back as written; a malformed validUntil or a repeated name reads as nothing', () => {
    expect(readRestrictions('filters=NOT%20isOnlyOutlet%3Atrue&hitsPerPage=5&restrictIndices=a_*%2Cb&validUntil=1700000000')).toEqual({
      filters: 'NOT isOnlyOutlet:true', validUntil: 1700000000, restrictIndices: ['a_*', 'b'], userToken: null, restrictSources: null, searchParams: { hitsPerPage: '5' },
    });
    expect(readRestrictions('validUntil=soon')).toBeNull();
    expect(readRestrictions('filters=a%3A1&filters=b%3A2')).toBeNull();
  });

  it('match index patterns as Algolia does: leading, trailing or both wildcards', () => {
    expect(indexAllowed(null, 'x')).toBe(true);
    expect(indexAllowed(['boutique_es_*'], 'boutique_es_products')).toBe(true);
    expect(indexAllowed(['boutique_es_*'], 'boutique_it_products')).toBe(false);
    expect(indexAllowed(['*_products'], 'boutique_es_products')).toBe(true);
    expect(indexAllowed(['*_products'], 'boutique_es_products_price_asc')).toBe(false);
    expect(indexAllowed(['*_es_*'], 'boutique_es_suggestions')).toBe(true);
    expect(indexAllowed(['boutique_es_products'], 'boutique_es_products_x')).toBe(false);
  });

  it('expire after validUntil; an outlet key lives an hour on its store only', () => {
    expect(stillValid(null, 5)).toBe(true);
    expect(stillValid(10, 10)).toBe(true);
    expect(stillValid(10, 11)).toBe(false);
    expect(outletKeyRestrictions('boutique_es', 1000.7)).toEqual({ restrictIndices: ['boutique_es_*'], validUntil: 1000 + OUTLET_KEY_SECONDS });
  });
});

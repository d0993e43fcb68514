import { describe, expect, it } from 'vitest';
import { disjunctiveCountQueries } from './disjunctive-facets';
import type { ListingQuery } from './listing-query';

const query = (overrides: Partial<ListingQuery> = {}): ListingQuery => ({
  kind: 'category',
  query: '',
  filters: { categories: [3], brands: ['crest-co'], colors: ['black'], sizes: ['M'], price: { min: 20 } },
  sort: 'relevance',
  page: 1,
  hitsPerPage: 48,
  ...overrides,
});

describe('disjunctiveCountQueries', () => {
  it('counts each ticked facet without its own values, every other filter kept', () => {
    const counts = disjunctiveCountQueries(query());
    expect(counts.map((count) => count.facet)).toEqual(['brand', 'size', 'color']);
    expect(counts[0].query.filters).toEqual({ categories: [3], colors: ['black'], sizes: ['M'], price: { min: 20 } });
    expect(counts[2].query.filters).toEqual({ categories: [3], brands: ['crest-co'], sizes: ['M'], price: { min: 20 } });
  });

  it('asks nothing more when nothing is ticked, and keeps a brand page to its brand', () => {
    expect(disjunctiveCountQueries(query({ filters: { categories: [3] } }))).toEqual([]);
    expect(disjunctiveCountQueries(query({ kind: 'brand', filters: { brands: ['crest-co'] } }))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { markWholeHit, responseJson, resultsJson } from './search-response-json';
import { SearchEngine } from './search-engine';
import { demoCatalogue } from '../testing/search-test-support';

describe('responseJson', () => {
  const engine = SearchEngine.fromCatalogue(demoCatalogue(), ['boutique_it']);

  it('gives the same JSON as JSON.stringify, whole hits or not', () => {
    for (const params of [
      { query: 'felpa', facets: ['*'], hitsPerPage: 48 },
      { query: '', attributesToRetrieve: ['name', 'price'], hitsPerPage: 5 },
      { query: 'nero', attributesToHighlight: [], hitsPerPage: 5 },
      { query: 'zzzz' },
    ]) {
      const response = engine.search('boutique_it_products', params);
      expect(JSON.parse(responseJson(response))).toEqual(JSON.parse(JSON.stringify(response)));
    }
    const multi = engine.multipleQueries([
      { indexName: 'boutique_it_suggestions', query: 'fe' },
      { indexName: 'boutique_it_products', type: 'facet', facet: 'color', facetQuery: 'ne' },
    ]);
    expect(JSON.parse(resultsJson(multi.results))).toEqual(JSON.parse(JSON.stringify(multi)));
  });

  it('serialises an answer without hits or other fields', () => {
    const hit = { objectID: '1', name: 'x' };
    markWholeHit(hit, { objectID: '1', name: 'x' });
    expect(responseJson({ hits: [hit] })).toBe('{"hits":[{"objectID":"1","name":"x"}]}');
    expect(responseJson({ facetHits: [] })).toBe('{"facetHits":[]}');
  });
});

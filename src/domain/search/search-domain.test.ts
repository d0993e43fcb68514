import { describe, expect, it } from 'vitest';
import { defaultSort, listingQuery } from './listing-query';
import { isValidFilterValue, listingProblem } from './listing-validation';
import { HIGHLIGHT_TAGS, highlightParts, toProductHit } from './search-results';
import { embeddedSearchSettings, usesAlgolia } from './search-settings';

describe('listing queries', () => {
  it('open on the first page of 48, with the sort of their kind', () => {
    expect(listingQuery()).toEqual({ kind: 'category', query: '', filters: {}, sort: 'relevance', page: 1, hitsPerPage: 48 });
    expect(listingQuery({ query: '  sweat ' })).toMatchObject({ kind: 'search', query: 'sweat' });
    expect(listingQuery({ kind: 'novelty' }).sort).toBe('novelty');
    expect(['top_sales', 'best_offers', 'flash_sale', 'outlet'].map((kind) => defaultSort(kind as never))).toEqual(['top_sales', 'best_offers', 'flash_sale', 'relevance']);
  });

  it('accept the filter values of SPEC §5 only', () => {
    for (const value of ['nordvik', 'Agnès b.', "l'été", 'T-shirt #2', '20~60', 'homme/vetements', 'Ärmel 3', 'organic_cotton']) expect(isValidFilterValue(value), value).toBe(true);
    for (const value of ['', '  ', '<b>', 'a"b', 'a,b', 'a;b', 'x=y', 'a&b']) expect(isValidFilterValue(value), value).toBe(false);
  });

  it('refuse ranges that hold nothing', () => {
    expect(listingProblem(listingQuery({ filters: { price: {} } }))).toEqual({ kind: 'invalid-range', facet: 'price' });
    expect(listingProblem(listingQuery({ filters: { promotion: { min: -5 } } }))).toEqual({ kind: 'invalid-range', facet: 'promotion' });
    expect(listingProblem(listingQuery({ filters: { price: { min: 20, max: 20 } } }))).toBeNull();
    expect(listingProblem(listingQuery({ filters: { categories: [0] } }))).toMatchObject({ kind: 'invalid-filter-value', facet: 'categories' });
    expect(listingProblem(listingQuery({ kind: 'sale' as never }))).toEqual({ kind: 'invalid-kind', value: 'sale' });
  });
});

describe('search results', () => {
  it('split a highlighted value into plain text parts, the text kept as stored', () => {
    const { pre, post } = HIGHLIGHT_TAGS;
    expect(highlightParts(`${pre}Sweat${post} à capuche &amp; <b>${pre}T-sh${post}irt</b> &lt;3`)).toEqual([
      { text: 'Sweat', match: true },
      { text: ' à capuche &amp; <b>', match: false },
      { text: 'T-sh', match: true },
      { text: 'irt</b> &lt;3', match: false },
    ]);
    expect(highlightParts('<em>Sweat</em> & Co', '<em>', '</em>')).toEqual([{ text: 'Sweat', match: true }, { text: ' & Co', match: false }]);
    expect(highlightParts('no match')).toEqual([{ text: 'no match', match: false }]);
    expect(highlightParts(`${pre}open`)).toEqual([{ text: `${pre}open`, match: false }]);
  });

  it('keep the SPEC hit fields of a record, and only them', () => {
    const hit = toProductHit({ objectID: '1', productID: 1, price: 12, isOnlyOutlet: false, names: { fr: 'x' } });
    expect(Object.keys(hit)).toHaveLength(13);
    expect(hit).toMatchObject({ objectID: '1', productID: 1, names: { fr: 'x' }, watermarkUrl: null });
    expect(hit).not.toHaveProperty('price');
  });

  it('name the search service: the shop itself or Algolia', () => {
    expect(embeddedSearchSettings('http://localhost:3000/')).toEqual({ appId: 'boutique', searchKey: 'public-search-key', host: 'http://localhost:3000' });
    expect(usesAlgolia({ appId: 'A', searchKey: 'k', host: null })).toBe(true);
  });
});

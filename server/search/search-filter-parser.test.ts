import { describe, expect, it } from 'vitest';
import { filterKey, type FilterNode } from './search-filter-ast';
import { parseFilters, parseNumericFilter } from './search-filter-parser';
import { SearchError } from './search-error';

const parsed = (input: string): string => filterKey(parseFilters(input));

function error(input: string): SearchError {
  try {
    parseFilters(input);
  } catch (caught) {
    if (caught instanceof SearchError) return caught;
    throw caught;
  }
  throw new Error(`"${input}" parsed`);
}

describe('parseFilters', () => {
  it('reads facet, boolean, quoted, numeric, range and tag filters', () => {
    expect(parseFilters('brand.name:Nordvik')).toEqual({ kind: 'facet', attribute: 'brand.name', value: 'Nordvik' });
    expect(parseFilters('isOnlyOutlet:false')).toEqual({ kind: 'facet', attribute: 'isOnlyOutlet', value: 'false' });
    expect(parseFilters('category.lvl1:"Homme > Vêtements"')).toEqual({
      kind: 'facet',
      attribute: 'category.lvl1',
      value: 'Homme > Vêtements',
    });
    expect(parseFilters("color:'Bleu marine'")).toEqual({ kind: 'facet', attribute: 'color', value: 'Bleu marine' });
    expect(parseFilters('price >= 12.5')).toEqual({ kind: 'numeric', attribute: 'price', operator: '>=', value: 12.5 });
    expect(parseFilters('price!=-3')).toEqual({ kind: 'numeric', attribute: 'price', operator: '!=', value: -3 });
    expect(parseFilters('price:10 TO 20.5')).toEqual({ kind: 'range', attribute: 'price', low: 10, high: 20.5 });
    expect(parseFilters('_tags:outlet')).toEqual({ kind: 'facet', attribute: '_tags', value: 'outlet' });
    expect(parseFilters('outlet')).toEqual({ kind: 'facet', attribute: '_tags', value: 'outlet' });
    expect(parseFilters('"brand name":"A \\"quoted\\" value"')).toEqual({
      kind: 'facet',
      attribute: 'brand name',
      value: 'A "quoted" value',
    });
  });

  it('is empty for blank input', () => {
    expect(parseFilters('')).toBeNull();
    expect(parseFilters('   ')).toBeNull();
  });

  it('gives NOT, AND, OR their precedence and flattens groups', () => {
    const node = parseFilters('isOnlyOutlet:false AND (color:Noir OR NOT color:Blanc) AND price < 50') as FilterNode;
    expect(node.kind).toBe('and');
    expect(parsed('isOnlyOutlet:false AND (color:Noir OR NOT color:Blanc) AND price < 50')).toBe(
      '("isOnlyOutlet":"false" AND ("color":"noir" OR NOT "color":"blanc") AND "price"<50)',
    );
    expect(parsed('a:1 AND (b:2 AND c:3)')).toBe('("a":"1" AND "b":"2" AND "c":"3")');
    expect(parsed('(a:1 OR (b:2 OR c:3))')).toBe('("a":"1" OR "b":"2" OR "c":"3")');
    expect(parsed('NOT a:1')).toBe('NOT "a":"1"');
  });

  it('refuses what Algolia refuses: ANDs inside ORs, negated groups', () => {
    expect(error('(a:1 AND b:2) OR c:3').message).toMatch(/^filters: filter \(X AND Y\) OR Z is not allowed/);
    expect(error('a:1 OR b:2 AND c:3').message).toMatch(/is not allowed/);
    expect(error('NOT (a:1 OR b:2)').message).toBe("filters: Unexpected token '(' expected filter at col 5");
  });

  it('reports malformed input like Algolia, with the column', () => {
    const cases: [string, string][] = [
      ['brand.name:Nordvik)', "filters: Unexpected token ')' expected end of filter at col 19"],
      ['(brand.name:Nordvik', 'filters: Unexpected token end of filter expected \')\' at col 20'],
      ['price > cheap', 'filters: Unexpected token string(cheap) expected numeric at col 9'],
      ['price: AND', "filters: Unexpected token 'AND' expected value at col 8"],
      ['a:1 AND', 'filters: Unexpected token end of filter expected filter at col 8'],
      ['a:1 b:2', 'filters: Unexpected token string(b) expected end of filter at col 5'],
      ['price:low TO 10', 'filters: Unexpected token string(low) expected numeric at col 7'],
      ['a:1 and b:2', 'filters: Unexpected token string(and) expected end of filter at col 5'],
      [')', "filters: Unexpected token ')' expected filter at col 1"],
    ];
    for (const [input, message] of cases) {
      const failure = error(input);
      expect(failure.status).toBe(400);
      expect(failure.message).toBe(message);
    }
    expect(error('name:"unterminated').message).toBe('filters: Unterminated string starting at col 6');
  });
});

describe('parseNumericFilter', () => {
  it('reads comparisons and ranges only', () => {
    expect(parseNumericFilter('price<=30')).toEqual({ kind: 'numeric', attribute: 'price', operator: '<=', value: 30 });
    expect(parseNumericFilter('promotionPercent:10 TO 50')).toEqual({ kind: 'range', attribute: 'promotionPercent', low: 10, high: 50 });
    expect(() => parseNumericFilter('color:Noir')).toThrow(/numericFilters: "color:Noir" is not a numeric filter/);
    expect(() => parseNumericFilter('price > 1 AND price < 3')).toThrow("numericFilters: Unexpected token 'AND' expected end of filter at col 11");
  });
});

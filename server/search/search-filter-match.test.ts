import { describe, expect, it } from 'vitest';
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from './search-facet-filters';
import { filterKey } from './search-filter-ast';
import { attributeValues, matches } from './search-filter-match';
import { parseFilters } from './search-filter-parser';
import { RecordColumns } from './search-record-columns';
import { buildStoreRecords } from './search-records-from-catalogue';
import { demoCatalogue, randomFilterTree, SeededRandom } from '../testing/search-test-support';

const record = {
  objectID: '1',
  brand: { name: 'Hôtel Paradis', slug: 'hotel-paradis' },
  artists: [{ slug: 'lea-moreau', id: 3 }, { slug: 'studio-kaiju', id: 7 }],
  availableSizes: ['S', 'M'],
  isOnlyOutlet: false,
  inStock: true,
  price: 49.99,
  promotionPercent: 0,
  label: null,
  _tags: ['promo', 'eco_friendly'],
};

const check = (filters: string): boolean => matches(record, parseFilters(filters));

describe('attributeValues', () => {
  it('walks nested objects and arrays', () => {
    expect(attributeValues(record, 'artists.slug')).toEqual(['lea-moreau', 'studio-kaiju']);
    expect(attributeValues(record, 'brand.name')).toEqual(['Hôtel Paradis']);
    expect(attributeValues(record, 'label')).toEqual([]);
    expect(attributeValues(record, 'missing.path')).toEqual([]);
  });
});

describe('matches', () => {
  it('compares facet values without case, tags with case', () => {
    expect(check('brand.name:"hôtel paradis"')).toBe(true);
    expect(check('artists.slug:studio-kaiju')).toBe(true);
    expect(check('availableSizes:m')).toBe(true);
    expect(check('_tags:promo')).toBe(true);
    expect(check('_tags:Promo')).toBe(false);
    expect(check('promo')).toBe(true);
  });

  it('matches booleans with true/false and as 1/0 numbers', () => {
    expect(check('isOnlyOutlet:false AND inStock:true')).toBe(true);
    expect(check('isOnlyOutlet:true')).toBe(false);
    expect(check('inStock = 1')).toBe(true);
  });

  it('compares numbers, ranges included, any array element', () => {
    expect(check('price > 49')).toBe(true);
    expect(check('price >= 49.99 AND price <= 49.99')).toBe(true);
    expect(check('price:50 TO 60')).toBe(false);
    expect(check('price:49.99 TO 60')).toBe(true);
    expect(check('artists.id > 5')).toBe(true);
    expect(check('artists.id != 3')).toBe(false);
    expect(check('missing != 3')).toBe(true);
    expect(check('missing > 3')).toBe(false);
  });

  it('applies NOT, AND and OR', () => {
    expect(check('NOT label:promo')).toBe(true);
    expect(check('(brand.slug:other OR availableSizes:XL) AND inStock:true')).toBe(false);
    expect(check('(brand.slug:other OR availableSizes:S) AND NOT isOnlyOutlet:true')).toBe(true);
  });

  it('ignores facet filters on attributes not declared for faceting', () => {
    const node = parseFilters('brand.name:"Hôtel Paradis" AND _tags:promo');
    expect(matches(record, node, { isFacetable: (attribute) => attribute !== 'brand.name' })).toBe(false);
    expect(matches(record, parseFilters('_tags:promo'), { isFacetable: () => false })).toBe(true);
  });
});

describe('facetFilters, numericFilters and tagFilters', () => {
  it('reads AND of ORs, negation and escaped dashes', () => {
    expect(filterKey(parseFacetFilters([['color:Noir', 'color:Blanc'], 'gender:men']))).toBe(
      '(("color":"noir" OR "color":"blanc") AND "gender":"men")',
    );
    expect(filterKey(parseFacetFilters(['label:-promo', '-color:Noir', 'size:\\-1']))).toBe(
      '(NOT "label":"promo" AND NOT "color":"noir" AND "size":"-1")',
    );
    expect(filterKey(parseFacetFilters('["gender:women"]'))).toBe('"gender":"women"');
    expect(filterKey(parseFacetFilters('gender:women,color:Noir'))).toBe('("gender":"women" AND "color":"noir")');
    expect(filterKey(parseNumericFilters(['price>=10', ['promotionPercent>20', 'price:1 TO 5']]))).toBe(
      '("price">=10 AND ("promotionPercent">20 OR "price":1 TO 5))',
    );
    expect(filterKey(parseTagFilters(['promo', ['-outlet']]))).toBe('("_tags":"promo" AND NOT "_tags":"outlet")');
    expect(parseFacetFilters([])).toBeNull();
  });

  it('refuses malformed input with a 400', () => {
    expect(() => parseFacetFilters(['noColon'])).toThrow('facetFilters: Invalid facet filter "noColon", expected attribute:value');
    expect(() => parseFacetFilters([[['too', 'deep']]])).toThrow(/one level of nesting/);
    expect(() => parseFacetFilters('[broken')).toThrow('facetFilters: invalid JSON array');
    expect(() => parseFacetFilters(42)).toThrow(/expected an array or a string/);
    expect(() => parseNumericFilters(['price > x'])).toThrow(/expected numeric/);
  });
});

describe('the bitset evaluator', () => {
  it('agrees with matches() on every record for random filter trees', () => {
    const records = buildStoreRecords(demoCatalogue(), 'laboutiqueofficielle');
    const facetable = new Set(['brand.name', 'availableSizes', 'isOnlyOutlet', 'inStock', 'isEcoFriendly', 'artists.slug', 'category.lvl1']);
    const isFacetable = (attribute: string) => facetable.has(attribute);
    const columns = new RecordColumns(records, isFacetable);
    const random = new SeededRandom(7);
    let nonTrivial = 0;
    for (let run = 0; run < 300; run++) {
      const tree = randomFilterTree(random, records);
      const mask = columns.evaluate(tree);
      let count = 0;
      records.forEach((item, slot) => {
        const expected = matches(item, tree, { isFacetable });
        if (Boolean(mask[slot]) !== expected) {
          throw new Error(`slot ${slot} disagrees on ${filterKey(tree)}: mask ${mask[slot]}, matches ${expected}`);
        }
        if (expected) count++;
      });
      if (count > 0 && count < records.length) nonTrivial++;
    }
    expect(nonTrivial).toBeGreaterThan(100);
  });
});

/**
 * The shared product table answers as records kept one by one would: the records it makes, the
 * filters, facet values, sort orders and text matches of every store, before and after refreshes
 * and records upserted as they are.
 */
import { describe, expect, it } from 'vitest';
import { STORE_IDS, type StoreId } from '../../src/domain/store/stores';
import { CatalogueIndex } from './search-catalogue-index';
import { attributeValues, facetText, matches } from './search-filter-match';
import { RecordIndex } from './search-record-index';
import { buildStoreRecords, buildSuggestionRecords, type SearchCatalogue } from './search-records-from-catalogue';
import { productIndexSettings, type SearchRecord } from './search-record';
import { STORES } from '../../src/domain/store/stores';
import { demoCatalogue, randomFilterTree, SeededRandom } from '../testing/search-test-support';
import type { StoreProducts } from './search-store-products';

const byId = <T extends { objectID: string }>(records: readonly T[]) => new Map(records.map((record) => [record.objectID, record]));

/** The records a store holds, as JSON (key order included). */
function held(store: StoreProducts, index: CatalogueIndex): Map<string, string> {
  const records = new Map<string, string>();
  for (let slot = 0; slot < index.table.size; slot++) if (store.live[slot] === 1) records.set(store.record(slot).objectID, JSON.stringify(store.record(slot)));
  return records;
}

function expectSameRecords(index: CatalogueIndex, catalogue: SearchCatalogue, storeIds: readonly StoreId[]): void {
  for (const storeId of storeIds) {
    const expected = new Map(buildStoreRecords(catalogue, storeId).map((record) => [record.objectID, JSON.stringify(record)]));
    expect(held(index.store(storeId), index), storeId).toEqual(expected);
  }
}

/** A plain index of the same records, the reference the shared table must agree with. */
function reference(records: SearchRecord[], storeId: StoreId): RecordIndex<SearchRecord> {
  const index = new RecordIndex<SearchRecord>(productIndexSettings(STORES[storeId].locale));
  index.replaceAll(records);
  return index;
}

describe('the shared product table', () => {
  it('makes every store the records buildStoreRecords makes, byte for byte, and the same suggestions', () => {
    const catalogue = demoCatalogue();
    const index = CatalogueIndex.fromCatalogue(catalogue, STORE_IDS);
    expectSameRecords(index, catalogue, STORE_IDS);
    for (const storeId of STORE_IDS) expect(index.suggestions(storeId)).toEqual(buildSuggestionRecords(catalogue, storeId));
  });

  it('filters, counts facets, sorts and matches words as an index of the records does', () => {
    const catalogue = demoCatalogue();
    const index = CatalogueIndex.fromCatalogue(catalogue, ['boutique_de']);
    const store = index.store('boutique_de');
    const records = buildStoreRecords(catalogue, 'boutique_de');
    const plain = reference(records, 'boutique_de');
    const slots = byId(records.map((record) => ({ objectID: record.objectID, slot: index.table.slotOf(record.productID)! })));
    const random = new SeededRandom(11);
    for (let run = 0; run < 200; run++) {
      const tree = randomFilterTree(random, records);
      const mask = store.evaluate(tree);
      for (const record of records) {
        expect(Boolean(mask[slots.get(record.objectID)!.slot]), JSON.stringify(tree)).toBe(matches(record, tree, { isFacetable: (attribute) => store.core.facetable.has(attribute) }));
      }
    }
    const all = Int32Array.from(records, (record) => slots.get(record.objectID)!.slot);
    const facets = store.countFacets(all, [...store.core.facetsForWildcard], 1000, 'count');
    for (const attribute of store.core.facetsForWildcard) {
      const counts: Record<string, number> = {};
      for (const record of records) for (const value of new Set(attributeValues(record, attribute).map(facetText))) counts[value] = (counts[value] ?? 0) + 1;
      expect(facets.facets[attribute] ?? {}, attribute).toEqual(counts);
    }
    for (const query of ['sweat', 'noir', 'nordvik', 'tshirt', 'swaet', 's', 'hoodie bleu', 'ecru', 'casquete']) {
      const ours = store.searchText(query, { typos: true, attributes: null });
      const theirs = plain.searchText(query, { typos: true, attributes: null });
      const asRecords = (found: typeof ours, slotOf: (slot: number) => string) => new Map([...(found?.slots ?? [])].map((slot) => [slotOf(slot), found!.get(slot)]));
      expect(asRecords(ours, (slot) => String(index.table.productId(slot))), query).toEqual(asRecords(theirs, (slot) => plain.record(slot).objectID));
    }
    for (const sort of [[], ...Object.values(store.core.settings.replicas)]) {
      const order = store.order(sort).filter((slot) => store.live[slot] === 1);
      const expected = plain.core.rank('', null, sort).slots;
      expect(Array.from(order, (slot) => store.record(slot).objectID), JSON.stringify(sort)).toEqual(Array.from(expected, (slot) => plain.record(slot).objectID));
    }
  });

  it('follows refreshes product by product, and keeps its columns and orders through a restock', () => {
    const catalogue = structuredClone(demoCatalogue());
    const index = CatalogueIndex.fromCatalogue(catalogue, ['laboutiqueofficielle', 'boutique_com']);
    const store = index.store('boutique_com');
    const attributes = store.columns.attribute('availableSizes');
    const order = store.order([]);
    const [restocked, repriced, withdrawn] = catalogue.products.filter((product) => product.prices.ie && product.prices.fr);
    for (const size of restocked.sizes) size.stock = 0;
    index.refresh(catalogue, [restocked.id]);
    expect(store.columns.attribute('availableSizes')).toBe(attributes);
    expect(store.order([])).toBe(order);
    repriced.prices.ie = { price: 1, originalPrice: 2000 };
    delete (withdrawn.prices as Record<string, unknown>).ie;
    repriced.names.en = 'Zorglub Tee';
    index.refresh(catalogue, [repriced.id, withdrawn.id]);
    expectSameRecords(index, catalogue, ['laboutiqueofficielle', 'boutique_com']);
    expect(store.searchText('zorglub', { typos: true, attributes: null })?.size).toBe(1);
  });

  it('holds records upserted as they are in their store only', () => {
    const catalogue = demoCatalogue();
    const index = CatalogueIndex.fromCatalogue(catalogue, ['laboutiqueofficielle', 'boutique_com']);
    const [first] = buildStoreRecords(catalogue, 'boutique_com');
    index.upsert('boutique_com', [{ ...first, price: 9999, brand: { id: 999, name: 'Zeta', slug: 'zeta' } }]);
    expect(index.store('boutique_com').get(first.objectID)?.price).toBe(9999);
    expect(index.store('laboutiqueofficielle').get(first.objectID)?.price).not.toBe(9999);
    const mask = index.store('boutique_com').evaluate({ kind: 'facet', attribute: 'brand.slug', value: 'zeta' });
    expect(mask.reduce((sum, bit) => sum + bit, 0)).toBe(1);
    index.remove('boutique_com', [first.objectID]);
    expect(index.store('boutique_com').get(first.objectID)).toBeUndefined();
  });
});

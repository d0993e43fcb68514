/**
 * Facet counts of a store over the shared product table: the slots are counted per key of each
 * key column (once for every attribute read through it), then the counts added up per distinct
 * value; records upserted as they are are counted from the record.
 */
import { addFacet, type FacetResult } from './search-facet-counts';
import { attributeValues, type Primitive } from './search-filter-match';
import { AttributeLabels, ResolvedAttribute } from './search-product-attributes';
import { slotValues, type StoreColumns, type StoreSlots } from './search-store-columns';

export class StoreFacets {
  constructor(
    private readonly store: StoreSlots,
    private readonly columns: StoreColumns,
  ) {}

  /** Facet counts over some slots: integers per key, then per distinct value. */
  countFacets(slots: Int32Array, attributes: readonly string[], maxValuesPerFacet: number, sortBy: 'count' | 'alpha'): FacetResult {
    const result: FacetResult = { facets: {}, facetsStats: {} };
    const { table, explicit } = this.store;
    const keyCounts = new Map<string, Int32Array>();
    for (const path of attributes) {
      const attribute = this.columns.attribute(path);
      if (!(attribute instanceof ResolvedAttribute)) {
        // Not a facet of the product settings: read slot by slot.
        const labels = new AttributeLabels();
        const valuesAt = (slot: number): Primitive[] => {
          const record = explicit.get(slot);
          if (record) return attributeValues(record, path);
          return attribute.kind === 'slot' ? slotValues(attribute.read(table, slot)) : [];
        };
        const ids = Array.from(slots, (slot) => labels.distinct(valuesAt(slot)));
        const counts = new Int32Array(labels.texts.length);
        for (const set of ids) for (const id of set) counts[id]++;
        addFacet(result, path, labels.texts, labels.numbers, counts, maxValuesPerFacet, sortBy);
        continue;
      }
      let perKey = keyCounts.get(attribute.column);
      if (!perKey) {
        perKey = new Int32Array(table.keyCount(attribute.column));
        const keys = table.keys(attribute.column);
        for (let index = 0; index < slots.length; index++) perKey[keys[slots[index]]]++;
        keyCounts.set(attribute.column, perKey);
      }
      // Key 0: explicit slots, counted from their records (their labels first, so counts has room).
      const explicitLabels: Int32Array[] = [];
      if (perKey[0] > 0) for (const slot of slots) if (explicit.has(slot)) explicitLabels.push(attribute.labels.distinct(attributeValues(explicit.get(slot), path)));
      const counts = new Int32Array(attribute.labels.texts.length);
      for (let key = 1; key < perKey.length; key++) {
        const count = perKey[key];
        if (count === 0) continue;
        for (const label of attribute.sets[attribute.setOf[key]].labels) counts[label] += count;
      }
      for (const labels of explicitLabels) for (const label of labels) counts[label]++;
      addFacet(result, path, attribute.labels.texts, attribute.labels.numbers, counts, maxValuesPerFacet, sortBy, () => this.columns.labelOrder(attribute));
    }
    return result;
  }

}

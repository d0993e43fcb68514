/**
 * Filter masks of a store over the shared product table: a leaf filter is decided once per
 * distinct key of its attribute and spread over the slots through the key column; records
 * upserted as they are are decided on the record. Must agree with `matches()` of
 * search-filter-match.ts on every record, as RecordColumns does.
 */
import { evaluateMask, type LeafFilter } from './search-filter-masks';
import { TAGS_ATTRIBUTE, type FilterNode } from './search-filter-ast';
import { attributeValues, compare, facetMatches, type Primitive } from './search-filter-match';
import { numbersOf, ResolvedAttribute, type ValueSet } from './search-product-attributes';
import type { Mask } from './search-record-columns';
import { slotValues, type StoreColumns, type StoreSlots } from './search-store-columns';

export class StoreFilters {
  private readonly lowerLabels = new Map<string, string[]>();

  constructor(
    private readonly store: StoreSlots,
    private readonly columns: StoreColumns,
  ) {}

  evaluate(node: FilterNode | null): Mask {
    const { live } = this.store;
    if (node === null) return live.subarray(0, this.store.table.size);
    const mask = this.evaluateNode(node);
    for (let slot = 0; slot < mask.length; slot++) mask[slot] &= live[slot];
    return mask;
  }

  private evaluateNode(node: FilterNode): Mask {
    return evaluateMask(node, this.store.table.size, (leaf) => this.evaluateLeaf(leaf));
  }

  private evaluateLeaf(node: LeafFilter): Mask {
    const size = this.store.table.size;
    switch (node.kind) {
      case 'facet': {
        if (node.attribute !== TAGS_ATTRIBUTE && !this.store.isFacetable(node.attribute)) return new Uint8Array(size);
        const tags = node.attribute === TAGS_ATTRIBUTE;
        const wanted = tags ? node.value : node.value.toLowerCase();
        return this.leaf(
          node.attribute,
          (values) => facetMatches(values, node.attribute, node.value),
          (set, attribute) => (tags
            ? set.values.some((value) => typeof value === 'string' && value === wanted)
            : set.labels.some((label) => this.lowerLabel(attribute, label) === wanted)),
        );
      }
      case 'numeric': {
        const { operator, value } = node;
        const test = (numbers: Float64Array): boolean => (operator === '!='
          ? !numbers.some((number) => number === value)
          : numbers.some((number) => compare(number, operator, value)));
        return this.leaf(node.attribute, (values) => test(numbersOf(values)), (set) => test(set.numbers));
      }
      case 'range': {
        const test = (numbers: Float64Array): boolean => numbers.some((number) => number >= node.low && number <= node.high);
        return this.leaf(node.attribute, (values) => test(numbersOf(values)), (set) => test(set.numbers));
      }
    }
  }

  /** A leaf filter: per distinct key for table slots, on the record for explicit ones. */
  private leaf(path: string, onValues: (values: Primitive[]) => boolean, onSet: (set: ValueSet, attribute: ResolvedAttribute) => boolean): Mask {
    const { table, explicit } = this.store;
    const size = table.size;
    const mask = new Uint8Array(size);
    const attribute = this.columns.attribute(path);
    if (attribute instanceof ResolvedAttribute) {
      const hits = attribute.keysWhere((set) => onSet(set, attribute));
      const keys = table.keys(attribute.column);
      for (let slot = 0; slot < size; slot++) mask[slot] = hits[keys[slot]];
    } else if (attribute.kind === 'slot') {
      for (let slot = 0; slot < size; slot++) mask[slot] = onValues(slotValues(attribute.read(table, slot))) ? 1 : 0;
    } else if (onValues([])) {
      mask.fill(1);
    }
    for (const [slot, record] of explicit) mask[slot] = onValues(attributeValues(record, path)) ? 1 : 0;
    return mask;
  }

  private lowerLabel(attribute: ResolvedAttribute, label: number): string {
    let lower = this.lowerLabels.get(attribute.path);
    if (!lower) this.lowerLabels.set(attribute.path, (lower = []));
    return (lower[label] ??= attribute.labels.texts[label].toLowerCase());
  }

}

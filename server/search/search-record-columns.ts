/**
 * Column views of an index's records, built lazily per attribute, and the fast evaluation of a
 * filter over all records at once as a byte mask (1 = the record passes). Facet filters read
 * posting lists (value → slots), numeric ones scan a number column. Must agree with `matches()`
 * of `search-filter-match.ts`, the reference, on every record.
 */
import { evaluateMask, type LeafFilter } from './search-filter-masks';
import { TAGS_ATTRIBUTE, type FilterNode } from './search-filter-ast';
import { attributeValues, compare, facetText, numericValue, type Primitive } from './search-filter-match';

export type Mask = Uint8Array;

/**
 * A facet attribute as integer ids: the distinct values (as facet text) of the attribute, and for
 * each slot the ids of its values (each once), in compressed rows: slot s owns
 * `ids[offsets[s] .. offsets[s + 1]]`. Counting facets is then adding integers.
 */
export interface FacetColumn {
  labels: string[];
  /** The number behind each label, or NaN when the value is not a number. */
  numbers: Float64Array;
  offsets: Int32Array;
  ids: Int32Array;
}

export class RecordColumns {
  private readonly values = new Map<string, Primitive[][]>();
  private readonly numbers = new Map<string, number[][]>();
  private readonly postings = new Map<string, Map<string, number[]>>();
  private readonly facetColumns = new Map<string, FacetColumn>();
  /** 1 for slots holding a record, 0 for removed ones. */
  readonly live: Mask;

  constructor(
    private readonly records: readonly (object | undefined)[],
    private readonly isFacetable: (attribute: string) => boolean,
  ) {
    this.live = new Uint8Array(records.length);
    records.forEach((record, slot) => {
      if (record !== undefined) this.live[slot] = 1;
    });
  }

  get size(): number {
    return this.records.length;
  }

  valuesOf(attribute: string): Primitive[][] {
    let column = this.values.get(attribute);
    if (!column) {
      column = this.records.map((record) => (record === undefined ? [] : attributeValues(record, attribute)));
      this.values.set(attribute, column);
    }
    return column;
  }

  numbersOf(attribute: string): number[][] {
    let column = this.numbers.get(attribute);
    if (!column) {
      column = this.valuesOf(attribute).map((values) =>
        values.map(numericValue).filter((value): value is number => value !== null),
      );
      this.numbers.set(attribute, column);
    }
    return column;
  }

  facetColumn(attribute: string): FacetColumn {
    let column = this.facetColumns.get(attribute);
    if (!column) {
      const idsByLabel = new Map<string, number>();
      const labels: string[] = [];
      const numbers: number[] = [];
      const offsets = new Int32Array(this.records.length + 1);
      const ids: number[] = [];
      this.valuesOf(attribute).forEach((values, slot) => {
        const seen = new Set<number>();
        for (const value of values) {
          const label = facetText(value);
          let id = idsByLabel.get(label);
          if (id === undefined) {
            id = labels.length;
            idsByLabel.set(label, id);
            labels.push(label);
            numbers.push(typeof value === 'number' ? value : NaN);
          }
          if (!seen.has(id)) {
            seen.add(id);
            ids.push(id);
          }
        }
        offsets[slot + 1] = ids.length;
      });
      column = { labels, numbers: Float64Array.from(numbers), offsets, ids: Int32Array.from(ids) };
      this.facetColumns.set(attribute, column);
    }
    return column;
  }

  /** Slots per facet value: lower-cased for facets, exact for tags. */
  private postingsOf(attribute: string): Map<string, number[]> {
    let postings = this.postings.get(attribute);
    if (!postings) {
      postings = new Map();
      const caseSensitive = attribute === TAGS_ATTRIBUTE;
      this.valuesOf(attribute).forEach((values, slot) => {
        const seen = new Set<string>();
        for (const value of values) {
          if (caseSensitive && typeof value !== 'string') continue;
          const key = caseSensitive ? (value as string) : facetText(value).toLowerCase();
          if (seen.has(key)) continue;
          seen.add(key);
          const list = postings!.get(key);
          if (list) list.push(slot);
          else postings!.set(key, [slot]);
        }
      });
      this.postings.set(attribute, postings);
    }
    return postings;
  }

  evaluate(node: FilterNode | null): Mask {
    if (node === null) return this.live;
    const mask = this.evaluateNode(node);
    for (let slot = 0; slot < mask.length; slot++) mask[slot] &= this.live[slot];
    return mask;
  }

  private evaluateNode(node: FilterNode): Mask {
    return evaluateMask(node, this.records.length, (leaf) => this.evaluateLeaf(leaf));
  }

  private evaluateLeaf(node: LeafFilter): Mask {
    const size = this.records.length;
    switch (node.kind) {
      case 'facet': {
        const mask = new Uint8Array(size);
        if (node.attribute !== TAGS_ATTRIBUTE && !this.isFacetable(node.attribute)) return mask;
        const key = node.attribute === TAGS_ATTRIBUTE ? node.value : node.value.toLowerCase();
        for (const slot of this.postingsOf(node.attribute).get(key) ?? []) mask[slot] = 1;
        return mask;
      }
      case 'numeric': {
        const mask = new Uint8Array(size);
        const column = this.numbersOf(node.attribute);
        const { operator, value } = node;
        for (let slot = 0; slot < size; slot++) {
          const numbers = column[slot];
          const hit = operator === '!='
            ? !numbers.some((number) => number === value)
            : numbers.some((number) => compare(number, operator, value));
          if (hit) mask[slot] = 1;
        }
        return mask;
      }
      case 'range': {
        const mask = new Uint8Array(size);
        const column = this.numbersOf(node.attribute);
        for (let slot = 0; slot < size; slot++) {
          if (column[slot].some((number) => number >= node.low && number <= node.high)) mask[slot] = 1;
        }
        return mask;
      }
    }
  }
}

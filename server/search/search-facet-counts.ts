/**
 * Facet counts and facet statistics over the records a query matched (filters and text applied,
 * as Algolia counts without disjunctive faceting). Values are sorted by count, then by value, or
 * alphabetically (`sortFacetValuesBy: alpha`);
 * statistics ({min, max, avg, sum}) are given for facets holding numbers, such as price. A facet
 * with no value among the matched records is left out, as Algolia does.
 */
import type { RecordColumns } from './search-record-columns';

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface FacetResult {
  facets: Record<string, Record<string, number>>;
  facetsStats: Record<string, FacetStats>;
}

const tidy = (value: number): number => Math.round(value * 1e6) / 1e6;

/** `sortBy`: by decreasing count (then value), or `alpha`: the first values in alphabetical order. */
export function countFacets(
  columns: RecordColumns,
  slots: ArrayLike<number>,
  attributes: readonly string[],
  maxValuesPerFacet: number,
  sortBy: 'count' | 'alpha' = 'count',
): FacetResult {
  const result: FacetResult = { facets: {}, facetsStats: {} };
  for (const attribute of attributes) {
    const { labels, numbers, offsets, ids } = columns.facetColumn(attribute);
    const counts = new Int32Array(labels.length);
    for (let index = 0; index < slots.length; index++) {
      const slot = slots[index];
      for (let at = offsets[slot]; at < offsets[slot + 1]; at++) counts[ids[at]]++;
    }
    addFacet(result, attribute, labels, numbers, counts, maxValuesPerFacet, sortBy);
  }
  return result;
}

/**
 * Adds one attribute's counts (per label id) to a result: the values present, sorted and capped,
 * and statistics when every value present is a number (`numbers[id]`, NaN for the others).
 * `order()` lists the label ids in the order their first record was inserted, when ids are not in
 * that order: the sum adds them in that order, as an index of plain records would.
 */
export function addFacet(
  result: FacetResult,
  attribute: string,
  labels: readonly string[],
  numbers: ArrayLike<number>,
  counts: Int32Array,
  maxValuesPerFacet: number,
  sortBy: 'count' | 'alpha',
  order: () => ArrayLike<number> | null = () => null,
): void {
  const present: number[] = [];
  let values = 0;
  let others = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let id = 0; id < counts.length; id++) {
    const count = counts[id];
    if (count === 0) continue;
    present.push(id);
    const number = numbers[id];
    if (Number.isNaN(number)) {
      others += count;
      continue;
    }
    values += count;
    if (number < min) min = number;
    if (number > max) max = number;
  }
  if (present.length === 0) return;
  const byLabel = (a: number, b: number) => (labels[a] < labels[b] ? -1 : labels[a] > labels[b] ? 1 : 0);
  present.sort(sortBy === 'alpha' ? byLabel : (a, b) => counts[b] - counts[a] || byLabel(a, b));
  const facet: Record<string, number> = {};
  for (const id of present.slice(0, maxValuesPerFacet)) facet[labels[id]] = counts[id];
  result.facets[attribute] = facet;
  if (values > 0 && others === 0) {
    let sum = 0;
    const ids = order();
    if (ids) {
      for (let at = 0; at < ids.length; at++) if (counts[ids[at]] > 0) sum += numbers[ids[at]] * counts[ids[at]];
    } else {
      for (let id = 0; id < counts.length; id++) if (counts[id] > 0) sum += numbers[id] * counts[id];
    }
    result.facetsStats[attribute] = { min, max, avg: tidy(sum / values), sum: tidy(sum) };
  }
}

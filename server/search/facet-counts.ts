/**
 * Facet counts and facet statistics over the records a query matched (filters and text applied,
 * as Algolia counts without disjunctive faceting). Values are sorted by count, then by value, or
 * alphabetically (`sortFacetValuesBy: alpha`);
 * statistics ({min, max, avg, sum}) are given for facets holding numbers, such as price. A facet
 * with no value among the matched records is left out, as Algolia does.
 */
import type { RecordColumns } from './record-columns';

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
  const facets: FacetResult['facets'] = {};
  const facetsStats: FacetResult['facetsStats'] = {};
  for (const attribute of attributes) {
    const { labels, numbers, offsets, ids } = columns.facetColumn(attribute);
    const counts = new Int32Array(labels.length);
    for (let index = 0; index < slots.length; index++) {
      const slot = slots[index];
      for (let at = offsets[slot]; at < offsets[slot + 1]; at++) counts[ids[at]]++;
    }
    const present: number[] = [];
    let values = 0;
    let others = 0;
    let min = Infinity;
    let max = -Infinity;
    let sum = 0;
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
      sum += number * count;
      if (number < min) min = number;
      if (number > max) max = number;
    }
    if (present.length === 0) continue;
    const byLabel = (a: number, b: number) => (labels[a] < labels[b] ? -1 : labels[a] > labels[b] ? 1 : 0);
    present.sort(sortBy === 'alpha' ? byLabel : (a, b) => counts[b] - counts[a] || byLabel(a, b));
    const result: Record<string, number> = {};
    for (const id of present.slice(0, maxValuesPerFacet)) result[labels[id]] = counts[id];
    facets[attribute] = result;
    if (values > 0 && others === 0) facetsStats[attribute] = { min, max, avg: tidy(sum / values), sum: tidy(sum) };
  }
  return { facets, facetsStats };
}

/**
 * Order of results, as Algolia ranks a standard replica: the replica's sort attribute first, then
 * the textual criteria when there is a query (typos, exact words, attribute), then the custom
 * ranking (best sellers, then newest), then Orama's BM25 score. Records missing a sort value come
 * last.
 */
import { numericValue, attributeValues } from './filter-match';
import type { SortCriterion } from './search-record';
import { compareMatches, type TextMatches } from './text-matches';

/** First numeric value of the attribute per slot, NaN when missing. */
export function sortColumn(records: readonly (object | undefined)[], attribute: string): Float64Array {
  const column = new Float64Array(records.length).fill(NaN);
  records.forEach((record, slot) => {
    if (record === undefined) return;
    for (const value of attributeValues(record, attribute)) {
      const number = numericValue(value);
      if (number !== null) {
        column[slot] = number;
        break;
      }
    }
  });
  return column;
}

export type SlotComparator = (left: number, right: number) => number;

function byColumn(column: Float64Array, direction: 'asc' | 'desc'): SlotComparator {
  return (left, right) => {
    const a = column[left];
    const b = column[right];
    const aMissing = Number.isNaN(a);
    const bMissing = Number.isNaN(b);
    if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
    return direction === 'asc' ? a - b : b - a;
  };
}

/** `typosFirst`: typoTolerance min or strict put the number of typos before the replica's sort. */
export function rankingComparator(
  sort: readonly SortCriterion[],
  customRanking: readonly SortCriterion[],
  text: TextMatches | null,
  column: (attribute: string) => Float64Array,
  typosFirst = false,
): SlotComparator {
  const criteria: SlotComparator[] = [];
  if (text && typosFirst) criteria.push((left, right) => text.get(left)!.typos - text.get(right)!.typos);
  for (const criterion of sort) criteria.push(byColumn(column(criterion.attribute), criterion.direction));
  if (text) {
    criteria.push((left, right) => compareMatches(text.get(left)!, text.get(right)!));
  }
  for (const criterion of customRanking) criteria.push(byColumn(column(criterion.attribute), criterion.direction));
  if (text) criteria.push((left, right) => text.get(right)!.score - text.get(left)!.score);
  criteria.push((left, right) => left - right);
  return (left, right) => {
    for (const criterion of criteria) {
      const result = criterion(left, right);
      if (result !== 0) return result;
    }
    return 0;
  };
}

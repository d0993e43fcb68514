/**
 * Orders of every slot by sort criteria, as search-ranking.ts's comparator would sort them without a
 * query, in linear passes: each criterion becomes a dense rank per slot (equal values, equal
 * rank; missing values last whatever the direction), and the slots are sorted by the least
 * significant criterion first with stable counting sorts, starting from the tie-break order.
 */
import type { SortCriterion } from './search-record';

/** Distinct values of a criterion in ranking order (missing ones after every value). */
export function rankDistinct(values: Float64Array, direction: SortCriterion['direction']): { distinct: Float64Array; missing: number } {
  const sorted = Float64Array.from(values).sort();
  const distinct: number[] = [];
  for (let at = 0; at < sorted.length; at++) {
    const value = sorted[at];
    if (Number.isNaN(value)) break;
    if (distinct.length === 0 || distinct[distinct.length - 1] !== value) distinct.push(value);
  }
  if (direction === 'desc') distinct.reverse();
  return { distinct: Float64Array.from(distinct), missing: distinct.length };
}

/** Rank of a value among distinct values in ranking order (`missing` for NaN). */
export function rankOf(value: number, ranked: { distinct: Float64Array; missing: number }, direction: SortCriterion['direction']): number {
  if (Number.isNaN(value)) return ranked.missing;
  const { distinct } = ranked;
  let low = 0;
  let high = distinct.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const other = distinct[middle];
    if (other === value) return middle;
    if (direction === 'asc' ? other < value : other > value) low = middle + 1;
    else high = middle - 1;
  }
  return ranked.missing;
}

/** Dense ranks of a column: equal values share a rank, missing values come last. */
export function denseRanks(values: Float64Array, direction: SortCriterion['direction']): Int32Array {
  const ranked = rankDistinct(values, direction);
  const ranks = new Int32Array(values.length);
  for (let slot = 0; slot < values.length; slot++) ranks[slot] = rankOf(values[slot], ranked, direction);
  return ranks;
}

/** `slots` stably sorted by their rank (a counting sort). */
export function byRank(slots: Int32Array, ranks: Int32Array): Int32Array {
  const count = slots.length;
  let top = 0;
  for (let at = 0; at < count; at++) {
    const rank = ranks[slots[at]];
    if (rank > top) top = rank;
  }
  const starts = new Int32Array(top + 2);
  for (let at = 0; at < count; at++) starts[ranks[slots[at]] + 1]++;
  for (let rank = 1; rank < starts.length; rank++) starts[rank] += starts[rank - 1];
  const sorted = new Int32Array(count);
  for (let at = 0; at < count; at++) {
    const slot = slots[at];
    sorted[starts[ranks[slot]]++] = slot;
  }
  return sorted;
}

/** Slots in the order of the criteria ranks (most significant first), ties in `tieBreak` order. */
export function orderByRanks(tieBreak: Int32Array, criteria: readonly Int32Array[]): Int32Array {
  let order = tieBreak;
  for (let index = criteria.length - 1; index >= 0; index--) order = byRank(order, criteria[index]);
  return order;
}

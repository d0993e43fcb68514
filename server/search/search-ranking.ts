/**
 * Order of results, as Algolia ranks a standard replica: the replica's sort attribute first, then
 * the textual criteria when there is a query (typos, exact words, attribute), then the custom
 * ranking (best sellers, then newest), then Orama's BM25 score. Records missing a sort value come
 * last.
 */
import { numericValue, attributeValues } from './search-filter-match';
import type { SortCriterion } from './search-record';
/** How records matched a query's words, in arrays indexed by slot (what sorting reads many times over). */
export interface TextColumns {
  typos: ArrayLike<number>;
  exact: ArrayLike<number>;
  attribute: ArrayLike<number>;
  score: ArrayLike<number>;
}

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

function byColumn(column: ArrayLike<number>, direction: 'asc' | 'desc'): SlotComparator {
  return (left, right) => {
    const a = column[left];
    const b = column[right];
    const aMissing = Number.isNaN(a);
    const bMissing = Number.isNaN(b);
    if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
    return direction === 'asc' ? a - b : b - a;
  };
}

/** What a criterion sorts slots by: numbers per slot (NaN last) and their direction. */
export interface SortKey {
  values: ArrayLike<number>;
  direction: 'asc' | 'desc';
}

const byKey = (key: SortKey): SlotComparator => byColumn(key.values, key.direction);

/**
 * `typosFirst`: typoTolerance min or strict put the number of typos before the replica's sort.
 * `positions`: where each slot's record was inserted, the last tie-break (the slot by default).
 */
export function rankingComparator(
  sort: readonly SortCriterion[],
  customRanking: readonly SortCriterion[],
  text: TextColumns | null,
  column: (criterion: SortCriterion) => SortKey,
  typosFirst = false,
  positions: Float64Array | null = null,
): SlotComparator {
  const criteria: SlotComparator[] = [];
  if (text && typosFirst) criteria.push((left, right) => text.typos[left] - text.typos[right]);
  for (const criterion of sort) criteria.push(byKey(column(criterion)));
  if (text) {
    const { typos, exact, attribute } = text;
    // Algolia's textual criteria in order: typos, exact words, attribute. The BM25 score is finer
    // grained than any of them: it only breaks ties left after the custom ranking.
    criteria.push((left, right) => typos[left] - typos[right] || exact[right] - exact[left] || attribute[left] - attribute[right]);
  }
  for (const criterion of customRanking) criteria.push(byKey(column(criterion)));
  if (text) criteria.push((left, right) => text.score[right] - text.score[left]);
  criteria.push(positions ? (left, right) => positions[left] - positions[right] : (left, right) => left - right);
  return (left, right) => {
    for (const criterion of criteria) {
      const result = criterion(left, right);
      if (result !== 0) return result;
    }
    return 0;
  };
}

/**
 * `slots` with the first `limit` in ranking order (the rest after them, in no order): pages never
 * reach past Algolia's pagination limit, and choosing the best 1,000 of 60,000 matches costs a
 * fraction of sorting them all.
 */
export function bestFirst(slots: Int32Array, comparator: SlotComparator, limit: number): Int32Array {
  if (slots.length <= limit * 4) return slots.sort(comparator);
  // A heap of the best `limit` so far, the worst of them on top; the others go straight after
  // them in the result (typed, swapped in place: nothing per slot for the garbage collector).
  const result = new Int32Array(slots.length);
  const heap = result.subarray(0, limit);
  const worse = (a: number, b: number) => comparator(heap[a], heap[b]) > 0;
  const swap = (a: number, b: number) => {
    const slot = heap[a];
    heap[a] = heap[b];
    heap[b] = slot;
  };
  const siftDown = (from: number) => {
    for (let at = from; ;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let top = at;
      if (left < limit && worse(left, top)) top = left;
      if (right < limit && worse(right, top)) top = right;
      if (top === at) return;
      swap(at, top);
      at = top;
    }
  };
  let rest = limit;
  for (let index = 0; index < slots.length; index++) {
    const slot = slots[index];
    if (index < limit) {
      heap[index] = slot;
      for (let at = index; at > 0;) {
        const parent = (at - 1) >> 1;
        if (!worse(at, parent)) break;
        swap(at, parent);
        at = parent;
      }
    } else if (comparator(slot, heap[0]) < 0) {
      result[rest++] = heap[0];
      heap[0] = slot;
      siftDown(0);
    } else {
      result[rest++] = slot;
    }
  }
  heap.sort(comparator);
  return result;
}

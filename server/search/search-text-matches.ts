/**
 * How records matched a query, word by word, and how word matches combine: every word must match
 * (intersection, counts added), a compound matches joined or part by part (the better of the two).
 * Kept as columns over ascending slots: a short prefix can match most of a large catalogue, and
 * combining columns costs no object per record.
 */
export interface TextMatch {
  typos: number;
  /** Query words found as whole words. */
  exact: number;
  /** Sum over query words of the first searchable attribute they were found in (0 = most important). */
  attribute: number;
  /** Orama's BM25 score, attribute-boosted. */
  score: number;
}

/** Only records that match every query word, by ascending slot. */
export class TextMatches {
  constructor(
    readonly slots: Int32Array,
    readonly typos: Uint16Array,
    readonly exact: Uint16Array,
    readonly attribute: Uint16Array,
    readonly score: Float64Array,
  ) {}

  static readonly EMPTY = new TextMatches(new Int32Array(0), new Uint16Array(0), new Uint16Array(0), new Uint16Array(0), new Float64Array(0));

  get size(): number {
    return this.slots.length;
  }

  /** Position of a slot, or -1. */
  indexOf(slot: number): number {
    let low = 0;
    let high = this.slots.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const value = this.slots[middle];
      if (value === slot) return middle;
      if (value < slot) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  get(slot: number): TextMatch | undefined {
    const at = this.indexOf(slot);
    return at < 0 ? undefined : { typos: this.typos[at], exact: this.exact[at], attribute: this.attribute[at], score: this.score[at] };
  }
}

/** Collects matches slot by slot, in ascending slot order. */
export class TextMatchesBuilder {
  private size = 0;
  private slots: Int32Array;
  private typos: Uint16Array;
  private exact: Uint16Array;
  private attribute: Uint16Array;
  private score: Float64Array;

  constructor(capacity: number) {
    this.slots = new Int32Array(capacity);
    this.typos = new Uint16Array(capacity);
    this.exact = new Uint16Array(capacity);
    this.attribute = new Uint16Array(capacity);
    this.score = new Float64Array(capacity);
  }

  push(slot: number, typos: number, exact: number, attribute: number, score: number): void {
    const at = this.size++;
    this.slots[at] = slot;
    this.typos[at] = typos;
    this.exact[at] = exact;
    this.attribute[at] = attribute;
    this.score[at] = score;
  }

  build(): TextMatches {
    const { size } = this;
    return new TextMatches(this.slots.slice(0, size), this.typos.slice(0, size), this.exact.slice(0, size), this.attribute.slice(0, size), this.score.slice(0, size));
  }
}

export function intersect(left: TextMatches, right: TextMatches): TextMatches {
  const result = new TextMatchesBuilder(Math.min(left.size, right.size));
  for (let i = 0, j = 0; i < left.size && j < right.size;) {
    const a = left.slots[i];
    const b = right.slots[j];
    if (a < b) i++;
    else if (a > b) j++;
    else {
      result.push(a, left.typos[i] + right.typos[j], left.exact[i] + right.exact[j], left.attribute[i] + right.attribute[j], left.score[i] + right.score[j]);
      i++;
      j++;
    }
  }
  return result.build();
}

/** Every record of either; where both match, the better match (then the higher score) of the two, the left one on a tie. */
export function union(left: TextMatches, right: TextMatches): TextMatches {
  const result = new TextMatchesBuilder(left.size + right.size);
  const take = (from: TextMatches, at: number) => result.push(from.slots[at], from.typos[at], from.exact[at], from.attribute[at], from.score[at]);
  let i = 0;
  let j = 0;
  while (i < left.size || j < right.size) {
    const a = i < left.size ? left.slots[i] : Infinity;
    const b = j < right.size ? right.slots[j] : Infinity;
    if (a < b) take(left, i++);
    else if (b < a) take(right, j++);
    else {
      // Algolia's textual criteria in order: typos, exact words, attribute.
      const order = right.typos[j] - left.typos[i] || left.exact[i] - right.exact[j] || right.attribute[j] - left.attribute[i];
      if (order < 0 || (order === 0 && right.score[j] > left.score[i])) take(right, j);
      else take(left, i);
      i++;
      j++;
    }
  }
  return result.build();
}

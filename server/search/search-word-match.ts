/**
 * Whether one query token finds one indexed word, and with how many typos. Mirrors what Orama's
 * radix tree returns for the calls the text index makes (prefix or exact word, Levenshtein within
 * the tolerance, transposed variants as exact words or prefixes), so it can count typos for
 * ranking and drive highlighting.
 */
import { distance } from 'fastest-levenshtein';
import { allowedTypos, transpositions } from './search-text-normalise';

/** Levenshtein distance, or `max + 1` when it exceeds `max` (a length gap that large is known without computing). */
export function boundedLevenshtein(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return Math.min(distance(a, b), max + 1);
}

/** One query token, ready to be tried against many indexed words (answers memoised per word). */
export class TokenMatcher {
  readonly tolerance: number;
  /** Neighbouring letters swapped, each worth one typo (none when the token allows no typo). */
  readonly variants: string[];
  private readonly memo = new Map<string, number | null>();

  /**
   * `prefix`: the token may be the start of the word (the last query word, Algolia's prefixLast).
   * `typos`: false for `typoTolerance: false`, exact words and prefixes only.
   */
  constructor(
    readonly token: string,
    readonly prefix: boolean,
    typos = true,
  ) {
    this.tolerance = typos ? allowedTypos(token) : 0;
    this.variants = this.tolerance > 0 ? transpositions(token) : [];
  }

  /** Typos needed to find `key`, or null when it is not found. */
  typos(key: string): number | null {
    const { token } = this;
    if (key === token || (this.prefix && key.startsWith(token))) return 0;
    if (this.tolerance === 0) return null;
    const cached = this.memo.get(key);
    if (cached !== undefined) return cached;
    let result: number | null = null;
    const distance = boundedLevenshtein(token, key, this.tolerance);
    if (distance <= this.tolerance) result = distance;
    else if (this.variants.some((variant) => key === variant || (this.prefix && key.startsWith(variant)))) result = 1;
    this.memo.set(key, result);
    return result;
  }

  /** Best match over a record's words: fewest typos, whole word first; null when none. */
  best(keys: readonly string[]): WordMatch | null {
    let best: WordMatch | null = null;
    for (const key of keys) {
      if (key === this.token) return { typos: 0, exact: true };
      const typos = this.typos(key);
      if (typos === null) continue;
      if (best === null || typos < best.typos) best = { typos, exact: false };
    }
    return best;
  }
}

export interface WordMatch {
  typos: number;
  /** The token is a whole word of the record (Algolia's "exact" criterion), not only its start. */
  exact: boolean;
}

/** Typos needed for `token` to find `key`, or null when it does not. */
export function wordTypos(token: string, key: string, prefix: boolean): number | null {
  return new TokenMatcher(token, prefix).typos(key);
}

/** Best match of `token` over a set of indexed words (fewest typos, whole word first), or null. */
export function bestMatch(token: string, keys: readonly string[], prefix: boolean): WordMatch | null {
  return new TokenMatcher(token, prefix).best(keys);
}

/**
 * Text matching as Algolia ranks it (DESIGN decision 3: typo tolerance from Orama, not
 * hand-written). Text is folded first (`search-text-normalise.ts`) so accents, hyphens and case never
 * matter, then each query word goes to Orama as typed (prefix, with Levenshtein tolerance) and as
 * its transposed variants (Algolia counts `shrit`→`shirt` as one typo). Every word must match
 * (Algolia's AND of words); `search-word-match.ts` then counts, for each candidate Orama found, the typos,
 * whole-word matches and the attribute matched, so results rank as Algolia ranks them.
 */
import { attributeValues } from './search-filter-match';
import { SharedSearchCache } from './search-bounded-cache';
import { SlotScores } from './search-slot-scores';
import { indexKeys, queryTerms, type QueryTerm } from './search-text-normalise';
import { intersect, TextMatches, TextMatchesBuilder, union } from './search-text-matches';
import { TokenMatcher } from './search-word-match';

/** How a query matches: with or without typos, in every searchable attribute or some. */
export interface TextOptions {
  typos: boolean;
  /** Searchable attribute paths to search (`restrictSearchableAttributes`); null: all. */
  attributes: readonly string[] | null;
}

export const ALL_TEXT: TextOptions = { typos: true, attributes: null };

/** Positions of the searched attributes, and the key of the options in caches. */
interface Scope {
  fields: number[];
  typos: boolean;
  key: string;
}

/**
 * Query words against indexed words: every word must match, a compound matches joined or part by
 * part, and each record's best match per word (typos, whole word, attribute) decides its rank.
 * Subclasses say where words are indexed: which records hold a word Orama finds for a query token
 * (with Orama's BM25 score), and which words a record holds in each attribute.
 */
export abstract class TextSearch {
  /** Matches per query token: typing "t-shirt n", "t-shirt no"… reuses the words already typed. */
  private readonly tokenCache = new SharedSearchCache<TextMatches>((matches) => matches.size * 18, 1024);

  /** `fields`: searchable attribute paths, most important first. */
  constructor(readonly fields: readonly string[]) {}

  /** Adds to `into` (keeping the higher) the score of each record holding a word found for `term` in the given attributes. */
  protected abstract collect(term: string, tolerance: number, fields: readonly number[], into: SlotScores): void;

  /** Shared by every index: one token is matched at a time. */
  private static readonly candidates = new SlotScores();

  /** The indexed words of a record in one attribute. */
  protected abstract keys(slot: number, field: number): readonly string[];

  /**
   * Each record's best match of a token over some attributes (attribute order): fewest typos
   * over its words, whole words first, and the first attribute holding that match, packed as
   * `typos << 8 | exact << 7 | attribute`; -1 when no word matches. Subclasses may answer from
   * what records share instead of word by word.
   */
  protected bestMatches(matcher: TokenMatcher, fields: readonly number[], slots: Int32Array): Int32Array {
    const best = new Int32Array(slots.length).fill(-1);
    slots.forEach((slot, at) => {
      let bestCode = Infinity;
      for (const field of fields) {
        const match = matcher.best(this.keys(slot, field));
        if (!match) continue;
        // Fewer typos first, then a whole word: a smaller code is a better match.
        const code = match.typos * 2 + (match.exact ? 0 : 1);
        if (code < bestCode) {
          bestCode = code;
          best[at] = packMatch(code, field);
        }
      }
    });
    return best;
  }

  /**
   * Records matching every word of the query; null when the query has no words (everything
   * matches). A word typed twice counts once, and the search stops at the first word nothing
   * matches: the cost of a query follows its distinct words, never its length.
   */
  search(query: string, options: TextOptions = ALL_TEXT): TextMatches | null {
    const terms = queryTerms(query);
    if (terms.length === 0) return null;
    const scope = this.scope(options);
    const seen = new Set<string>();
    let result: TextMatches | null = null;
    for (let index = 0; index < terms.length; index++) {
      const term = terms[index];
      const isLast = index === terms.length - 1;
      const key = `${isLast ? '>' : '='}${term.parts.join(' ')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const termMatches = this.matchTerm(term, isLast, scope);
      result = result === null ? termMatches : intersect(result, termMatches);
      if (result.size === 0) break;
    }
    return result ?? TextMatches.EMPTY;
  }

  private scope(options: TextOptions): Scope {
    const fields = options.attributes === null
      ? this.fields.map((_, index) => index)
      : this.fields.flatMap((path, index) => (options.attributes!.includes(path) ? [index] : []));
    return { fields, typos: options.typos, key: `${options.typos ? 't' : 'x'}${fields.join(',')}` };
  }

  /** A compound word matches joined ('tshirt') or part by part ('t' and 'shirt'). */
  private matchTerm(term: QueryTerm, isLast: boolean, scope: Scope): TextMatches {
    const joined = this.matchToken(term.joined, isLast, scope);
    if (term.parts.length === 1) return joined;
    let parts: TextMatches | null = null;
    term.parts.forEach((part, index) => {
      const partMatches = this.matchToken(part, isLast && index === term.parts.length - 1, scope);
      parts = parts === null ? partMatches : intersect(parts, partMatches);
    });
    return union(joined, parts ?? TextMatches.EMPTY);
  }

  private matchToken(token: string, prefix: boolean, scope: Scope): TextMatches {
    return this.tokenCache.getOrCompute(`${prefix ? '>' : '='}${scope.key}:${token}`, () => this.findToken(token, prefix, scope));
  }

  /** Drops cached token matches (after a change of records, and for benchmarks of cold queries). */
  clearCache(): void {
    this.tokenCache.clear();
  }

  private findToken(token: string, prefix: boolean, scope: Scope): TextMatches {
    if (scope.fields.length === 0) return TextMatches.EMPTY;
    const matcher = new TokenMatcher(token, prefix, scope.typos);
    const { candidates } = TextSearch;
    candidates.reset();
    this.collect(token, matcher.tolerance, scope.fields, candidates);
    if (matcher.variants.length > 0) this.collect(matcher.variants.join(' '), 0, scope.fields, candidates);
    const slots = candidates.sortedSlots();
    const best = this.bestMatches(matcher, scope.fields, slots);
    const matches = new TextMatchesBuilder(slots.length);
    for (let at = 0; at < slots.length; at++) {
      const match = best[at];
      if (match >= 0) matches.push(slots[at], match >> 8, (match >> 7) & 1, match & 127, candidates.values[slots[at]]);
    }
    return matches.build();
  }
}

/** The words a record is found by in one attribute: each value's words and compounds, once, in order. */
export function fieldWords(record: unknown, path: string): string[] {
  return [...new Set(attributeValues(record, path).flatMap((value) => indexKeys(String(value))))];
}

/** A match code (`typos * 2 + (exact ? 0 : 1)`) and its attribute, as `bestMatches` packs them. */
export const packMatch = (code: number, field: number): number => ((code >> 1) << 8) | ((code & 1 ? 0 : 1) << 7) | field;

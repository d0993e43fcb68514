/**
 * Full-text matching and scoring with Orama (DESIGN decision 3: from a library, not hand-written).
 * Text is folded first (`text-normalise.ts`) so accents, hyphens and case never matter, then
 * each query word goes to Orama as typed (prefix, with Levenshtein tolerance) and as its transposed
 * variants (Algolia counts `shrit`→`shirt` as one typo). Every word must match (Algolia's AND of
 * words); `word-match.ts` then counts, for each candidate Orama found, the typos, whole-word
 * matches and the attribute matched, so results rank as Algolia ranks them.
 */
import { create, insert, remove, search, type AnyOrama, type Results } from '@orama/orama';
import { attributeValues } from './filter-match';
import { LruCache } from './lru-cache';
import { indexKeys, queryTerms, type QueryTerm } from './text-normalise';
import { TokenMatcher } from './word-match';

export interface TextMatch {
  typos: number;
  /** Query words found as whole words. */
  exact: number;
  /** Sum over query words of the first searchable attribute they were found in (0 = most important). */
  attribute: number;
  /** Orama's BM25 score, attribute-boosted. */
  score: number;
}

/** slot → how the record matched; only records that match every query word. */
export type TextMatches = Map<number, TextMatch>;

type Doc = Record<string, string>;

function syncResult<T>(value: T | Promise<T>): T {
  if (value instanceof Promise) throw new Error('Orama answered asynchronously: hooks are not expected');
  return value;
}

export class TextIndex {
  private readonly properties: string[];
  private readonly boost: Record<string, number>;
  private db: AnyOrama;
  /** Indexed words of each record, per searchable attribute. */
  private keysBySlot = new Map<number, string[][]>();
  /** Matches per query token: typing "t-shirt n", "t-shirt no"… reuses the words already typed. */
  private readonly tokenCache = new LruCache<TextMatches>(512);

  /** `fields`: searchable attribute paths, most important first. */
  constructor(private readonly fields: string[]) {
    this.properties = fields.map((_, index) => `f${index}`);
    this.boost = Object.fromEntries(this.properties.map((name, index) => [name, 1 + (fields.length - index - 1) * 0.5]));
    this.db = this.createDb();
  }

  private createDb(): AnyOrama {
    return create({
      schema: Object.fromEntries(this.properties.map((name) => [name, 'string'])) as Record<string, 'string'>,
      sort: { enabled: false },
    });
  }

  clear(): void {
    this.db = this.createDb();
    this.keysBySlot = new Map();
    this.tokenCache.clear();
  }

  add(slot: number, record: unknown): void {
    const doc: Doc = { id: String(slot) };
    const keys = this.fields.map((path, index) => {
      const fieldKeys = [...new Set(attributeValues(record, path).flatMap((value) => indexKeys(String(value))))];
      doc[this.properties[index]] = fieldKeys.join(' ');
      return fieldKeys;
    });
    syncResult(insert(this.db, doc));
    this.keysBySlot.set(slot, keys);
    this.tokenCache.clear();
  }

  delete(slot: number): void {
    if (!this.keysBySlot.has(slot)) return;
    syncResult(remove(this.db, String(slot)));
    this.keysBySlot.delete(slot);
    this.tokenCache.clear();
  }

  /** Records matching every word of the query; null when the query has no words (everything matches). */
  search(query: string): TextMatches | null {
    const terms = queryTerms(query);
    if (terms.length === 0) return null;
    let result: TextMatches | null = null;
    terms.forEach((term, index) => {
      const termMatches = this.matchTerm(term, index === terms.length - 1);
      result = result === null ? termMatches : intersect(result, termMatches);
    });
    return result ?? new Map();
  }

  /** A compound word matches joined ('tshirt') or part by part ('t' and 'shirt'). */
  private matchTerm(term: QueryTerm, isLast: boolean): TextMatches {
    const joined = this.matchToken(term.joined, isLast);
    if (term.parts.length === 1) return joined;
    let parts: TextMatches | null = null;
    term.parts.forEach((part, index) => {
      const partMatches = this.matchToken(part, isLast && index === term.parts.length - 1);
      parts = parts === null ? partMatches : intersect(parts, partMatches);
    });
    return union(joined, parts ?? new Map());
  }

  private matchToken(token: string, prefix: boolean): TextMatches {
    return this.tokenCache.getOrCompute(`${prefix ? '>' : '='}${token}`, () => this.findToken(token, prefix));
  }

  /** Drops cached token matches (benchmarks measure cold queries with it). */
  clearCache(): void {
    this.tokenCache.clear();
  }

  private findToken(token: string, prefix: boolean): TextMatches {
    const matcher = new TokenMatcher(token, prefix);
    const candidates = new Map<number, number>();
    this.collect(token, matcher.tolerance, candidates);
    if (matcher.variants.length > 0) this.collect(matcher.variants.join(' '), 0, candidates);
    const matches: TextMatches = new Map();
    for (const [slot, score] of candidates) {
      const match = this.bestMatch(matcher, slot);
      if (match) matches.set(slot, { ...match, score });
    }
    return matches;
  }

  /** Fewest typos over the record's words, whole words first, and the first attribute holding a match. */
  private bestMatch(matcher: TokenMatcher, slot: number): Omit<TextMatch, 'score'> | null {
    let best: Omit<TextMatch, 'score'> | null = null;
    const fields = this.keysBySlot.get(slot) ?? [];
    for (let attribute = 0; attribute < fields.length; attribute++) {
      const match = matcher.best(fields[attribute]);
      if (!match) continue;
      const exact = match.exact ? 1 : 0;
      if (!best || match.typos < best.typos || (match.typos === best.typos && exact > best.exact)) {
        best = { typos: match.typos, exact, attribute };
      }
      if (best.typos === 0 && best.exact === 1) break;
    }
    return best;
  }

  private collect(term: string, tolerance: number, into: Map<number, number>): void {
    const results = syncResult(
      search(this.db, {
        term,
        properties: this.properties,
        tolerance,
        boost: this.boost,
        limit: this.keysBySlot.size,
        threshold: 1,
      }),
    ) as Results<Doc>;
    for (const hit of results.hits) {
      const slot = Number(hit.id);
      into.set(slot, Math.max(into.get(slot) ?? 0, hit.score));
    }
  }
}

function intersect(left: TextMatches, right: TextMatches): TextMatches {
  const result: TextMatches = new Map();
  for (const [slot, match] of left) {
    const other = right.get(slot);
    if (other) {
      result.set(slot, {
        typos: match.typos + other.typos,
        exact: match.exact + other.exact,
        attribute: match.attribute + other.attribute,
        score: match.score + other.score,
      });
    }
  }
  return result;
}

function union(left: TextMatches, right: TextMatches): TextMatches {
  const result: TextMatches = new Map(left);
  for (const [slot, match] of right) {
    const existing = result.get(slot);
    if (!existing || compareMatches(match, existing) < 0 || (compareMatches(match, existing) === 0 && match.score > existing.score)) {
      result.set(slot, match);
    }
  }
  return result;
}

/**
 * Algolia's textual tie-breaking criteria in order: typos, exact words, attribute. The BM25 score
 * is finer grained than any of them: it only breaks ties left after the custom ranking.
 */
export function compareMatches(left: TextMatch, right: TextMatch): number {
  return left.typos - right.typos || right.exact - left.exact || left.attribute - right.attribute;
}

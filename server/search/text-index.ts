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
import { intersect, union, type TextMatch, type TextMatches } from './text-matches';
import { TokenMatcher } from './word-match';

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
  private readonly tokenCache = new LruCache<TextMatches>(32_768, 1024, (matches) => matches.size + 1);

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
    return result ?? new Map();
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
    return union(joined, parts ?? new Map());
  }

  private matchToken(token: string, prefix: boolean, scope: Scope): TextMatches {
    return this.tokenCache.getOrCompute(`${prefix ? '>' : '='}${scope.key}:${token}`, () => this.findToken(token, prefix, scope));
  }

  /** Drops cached token matches (benchmarks measure cold queries with it). */
  clearCache(): void {
    this.tokenCache.clear();
  }

  private findToken(token: string, prefix: boolean, scope: Scope): TextMatches {
    const matches: TextMatches = new Map();
    if (scope.fields.length === 0) return matches;
    const matcher = new TokenMatcher(token, prefix, scope.typos);
    const candidates = new Map<number, number>();
    const properties = scope.fields.map((index) => this.properties[index]);
    this.collect(token, matcher.tolerance, properties, candidates);
    if (matcher.variants.length > 0) this.collect(matcher.variants.join(' '), 0, properties, candidates);
    for (const [slot, score] of candidates) {
      const match = this.bestMatch(matcher, slot, scope.fields);
      if (match) matches.set(slot, { ...match, score });
    }
    return matches;
  }

  /** Fewest typos over the record's words, whole words first, and the first attribute holding a match. */
  private bestMatch(matcher: TokenMatcher, slot: number, scoped: readonly number[]): Omit<TextMatch, 'score'> | null {
    let best: Omit<TextMatch, 'score'> | null = null;
    const fields = this.keysBySlot.get(slot) ?? [];
    for (const attribute of scoped) {
      const match = matcher.best(fields[attribute] ?? []);
      if (!match) continue;
      const exact = match.exact ? 1 : 0;
      if (!best || match.typos < best.typos || (match.typos === best.typos && exact > best.exact)) {
        best = { typos: match.typos, exact, attribute };
      }
      if (best.typos === 0 && best.exact === 1) break;
    }
    return best;
  }

  private collect(term: string, tolerance: number, properties: string[], into: Map<number, number>): void {
    const results = syncResult(
      search(this.db, {
        term,
        properties,
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

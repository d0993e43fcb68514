/**
 * Algolia's `_highlightResult`: for each highlighted attribute, the value with the query words
 * wrapped in the pre/post tags, `matchLevel` (none, partial, full), `matchedWords` and
 * `fullyHighlighted`. The text is HTML-escaped, only the tags are left raw, so a view may render
 * it as HTML. A prefix match highlights the typed part ("<em>swe</em>at"), a typo the whole word.
 */
import { foldText, wordSpans, type QueryTerm, type WordSpan } from './text-normalise';
import { LruCache } from './lru-cache';
import { TokenMatcher } from './word-match';

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

type Range = [number, number];

/** End offset in `text`, from `start`, once `length` folded letters or digits are consumed. */
function foldedEnd(text: string, start: number, end: number, length: number): number {
  let consumed = 0;
  let index = start;
  while (index < end && consumed < length) {
    consumed += foldText(text[index]).replace(/[^a-z0-9]/g, '').length;
    index++;
  }
  return index;
}

/** Where the matcher's token lands in the word (or part) between start and end, if it matches it. */
function tokenRange(text: string, start: number, end: number, key: string, matcher: TokenMatcher): Range | null {
  const typos = matcher.typos(key);
  if (typos === null) return null;
  if (typos === 0 && key !== matcher.token) return [start, foldedEnd(text, start, end, matcher.token.length)];
  return [start, end];
}

/** A query word ready to highlight: matched joined, or part by part for a compound. */
interface TermMatchers {
  joined: TokenMatcher;
  parts: TokenMatcher[];
}

function termMatchers(term: QueryTerm, isLast: boolean): TermMatchers {
  const tokens = term.parts.length > 1 ? term.parts : [term.joined];
  return {
    joined: new TokenMatcher(term.joined, isLast),
    parts: tokens.map((token, index) => new TokenMatcher(token, isLast && index === tokens.length - 1)),
  };
}

function rangesFor(text: string, span: WordSpan, matchers: TermMatchers): Range[] {
  const whole = tokenRange(text, span.start, span.end, span.joined, matchers.joined);
  if (whole) return [whole];
  const ranges: Range[] = [];
  span.parts.forEach((part, index) => {
    const { start, end } = span.partSpans[index];
    for (const matcher of matchers.parts) {
      const range = tokenRange(text, start, end, part, matcher);
      if (range) ranges.push(range);
    }
  });
  return ranges;
}

function merge(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

const spanCache = new LruCache<WordSpan[]>(20_000);

export function highlightText(text: string, terms: QueryTerm[], tags: HighlightTags, prepared?: TermMatchers[]): HighlightValue {
  if (terms.length === 0) return { value: escapeHtml(text), matchLevel: 'none', matchedWords: [] };
  const spans = spanCache.getOrCompute(text, () => wordSpans(text));
  const ranges: Range[] = [];
  const matched = new Set<number>();
  const matchers = prepared ?? prepare(terms);
  terms.forEach((_term, termIndex) => {
    for (const span of spans) {
      const found = rangesFor(text, span, matchers[termIndex]);
      if (found.length > 0) matched.add(termIndex);
      ranges.push(...found);
    }
  });
  const merged = merge(ranges);
  let value = '';
  let cursor = 0;
  for (const [start, end] of merged) {
    value += escapeHtml(text.slice(cursor, start)) + tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    cursor = end;
  }
  value += escapeHtml(text.slice(cursor));
  const matchedWords = [...matched].sort((a, b) => a - b).map((index) => terms[index].original.toLowerCase());
  if (matchedWords.length === 0) return { value, matchLevel: 'none', matchedWords };
  const covered = spans.every((span) => merged.some(([start, end]) => start <= span.start && end >= span.end));
  return {
    value,
    matchLevel: matched.size === terms.length ? 'full' : 'partial',
    matchedWords,
    fullyHighlighted: covered,
  };
}

type Highlighted = HighlightValue | Highlighted[] | { [key: string]: Highlighted };

const prepare = (terms: QueryTerm[]): TermMatchers[] => terms.map((term, index) => termMatchers(term, index === terms.length - 1));

interface Context {
  terms: QueryTerm[];
  tags: HighlightTags;
  matchers: TermMatchers[];
}

function highlightAll(value: unknown, context: Context): Highlighted | undefined {
  if (typeof value === 'string') return highlightText(value, context.terms, context.tags, context.matchers);
  if (Array.isArray(value)) return value.map((item) => highlightAll(item, context) ?? {});
  if (value !== null && typeof value === 'object') {
    const result: Record<string, Highlighted> = {};
    for (const [key, child] of Object.entries(value)) {
      const highlighted = highlightAll(child, context);
      if (highlighted !== undefined) result[key] = highlighted;
    }
    return result;
  }
  return undefined;
}

function highlightPath(value: unknown, path: string[], context: Context): Highlighted | undefined {
  if (path.length === 0) return highlightAll(value, context);
  if (Array.isArray(value)) return value.map((item) => highlightPath(item, path, context) ?? {});
  if (value === null || typeof value !== 'object') return undefined;
  const child = highlightPath((value as Record<string, unknown>)[path[0]], path.slice(1), context);
  return child === undefined ? undefined : { [path[0]]: child };
}

function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (Array.isArray(existing) && Array.isArray(value)) {
      target[key] = existing.map((item, index) =>
        isPlainObject(item) && isPlainObject(value[index]) && !('matchLevel' in item)
          ? deepMerge({ ...item }, value[index] as Record<string, unknown>)
          : item,
      );
    } else if (isPlainObject(existing) && isPlainObject(value) && !('matchLevel' in existing)) {
      target[key] = deepMerge({ ...existing }, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `_highlightResult` of a record for the given attribute paths (`*` for every string attribute). */
export function highlightRecord(
  record: object,
  attributes: readonly string[],
  terms: QueryTerm[],
  tags: HighlightTags,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const context: Context = { terms, tags, matchers: prepare(terms) };
  for (const attribute of attributes) {
    if (attribute === '*') {
      const all = highlightAll(record, context);
      if (isPlainObject(all)) deepMerge(result, all);
      continue;
    }
    const highlighted = highlightPath(record, attribute.split('.'), context);
    if (isPlainObject(highlighted)) deepMerge(result, highlighted);
  }
  return result;
}

/**
 * Algolia's `_highlightResult`: for each highlighted attribute, the value with the query words
 * wrapped in the pre/post tags, `matchLevel` (none, partial, full), `matchedWords` and
 * `fullyHighlighted`. As on Algolia, the value is the stored text with only the tags added:
 * nothing is HTML-escaped, so a client must render it as text (InstantSearch escapes it; the
 * shop splits it into text parts). A prefix match highlights the typed part ("<em>swe</em>at"), a
 * typo the whole word.
 */
import { foldText, wordSpans, type QueryTerm, type WordSpan } from './search-text-normalise';
import { SharedSearchCache } from './search-bounded-cache';
import { mirrorRecord } from './search-record-mirror';
import { TokenMatcher } from './search-word-match';

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

export type Range = [number, number];

/** A query word ready to highlight: matched joined, or part by part for a compound. */
interface TermMatchers {
  joined: TokenMatcher;
  parts: TokenMatcher[];
}

function termMatchers(term: QueryTerm, isLast: boolean, typos: boolean): TermMatchers {
  const tokens = term.parts.length > 1 ? term.parts : [term.joined];
  return {
    joined: new TokenMatcher(term.joined, isLast, typos),
    parts: tokens.map((token, index) => new TokenMatcher(token, isLast && index === tokens.length - 1, typos)),
  };
}

/**
 * How one query word matches one word of a text, in folded letters: the whole word, a typed
 * prefix of it (`prefix` letters), or some of its parts. The same for every text holding the word.
 */
interface WordHit {
  term: number;
  /** -1: the whole word; else the part. */
  part: number;
  /** Folded letters typed when only a prefix matched; null when the whole (part of the) word is tagged. */
  prefix: number | null;
}

function wordHits(span: WordSpan, matchers: TermMatchers[]): WordHit[] {
  const hits: WordHit[] = [];
  matchers.forEach((matcher, term) => {
    const typos = matcher.joined.typos(span.joined);
    if (typos !== null) {
      hits.push({ term, part: -1, prefix: typos === 0 && span.joined !== matcher.joined.token ? matcher.joined.token.length : null });
      return;
    }
    span.parts.forEach((key, part) => {
      for (const partMatcher of matcher.parts) {
        const partTypos = partMatcher.typos(key);
        if (partTypos !== null) hits.push({ term, part, prefix: partTypos === 0 && key !== partMatcher.token ? partMatcher.token.length : null });
      }
    });
  });
  return hits;
}

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

/** A text's words: each span's offsets, parts and their offsets, some 160 bytes a word. */
const spanCache = new SharedSearchCache<WordSpan[]>((spans) => spans.length * 160, 1024);

export const spansOf = (text: string): WordSpan[] => spanCache.getOrCompute(text, () => wordSpans(text));

export interface TextMatch {
  spans: WordSpan[];
  /** Matched parts of the text, sorted and merged. */
  ranges: Range[];
  /** Indexes of the query terms found. */
  matched: Set<number>;
}

/**
 * The query words of one answer, matched against the texts of its hits. Records of a catalogue
 * share most of their words, so how each distinct word matches is worked out once per answer
 * (not once per word of every hit).
 */
export class QueryMatcher {
  private readonly matchers: TermMatchers[];
  private readonly memo = new Map<string, WordHit[]>();

  /** `typos`: false under `typoTolerance: false`, so only what matched is highlighted. */
  constructor(
    readonly terms: QueryTerm[],
    typos = true,
  ) {
    this.matchers = terms.map((term, index) => termMatchers(term, index === terms.length - 1, typos));
  }

  match(text: string): TextMatch {
    const spans = spansOf(text);
    const ranges: Range[] = [];
    const matched = new Set<number>();
    if (this.terms.length === 0) return { spans, ranges, matched };
    for (const span of spans) {
      let hits = this.memo.get(span.key);
      if (hits === undefined) {
        hits = wordHits(span, this.matchers);
        if (this.memo.size < 100_000) this.memo.set(span.key, hits);
      }
      for (const hit of hits) {
        matched.add(hit.term);
        const { start, end } = hit.part === -1 ? span : span.partSpans[hit.part];
        ranges.push([start, hit.prefix === null ? end : foldedEnd(text, start, end, hit.prefix)]);
      }
    }
    return { spans, ranges: merge(ranges), matched };
  }

  highlight(text: string, tags: HighlightTags): HighlightValue {
    const { terms } = this;
    if (terms.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
    const { spans, ranges, matched } = this.match(text);
    const value = tagRanges(text, ranges, tags);
    const matchedWords = [...matched].sort((a, b) => a - b).map((index) => terms[index].original.toLowerCase());
    if (matchedWords.length === 0) return { value, matchLevel: 'none', matchedWords };
    return {
      value,
      matchLevel: matchLevel(matched.size, terms.length),
      matchedWords,
      fullyHighlighted: spans.every((span) => ranges.some(([start, end]) => start <= span.start && end >= span.end)),
    };
  }
}

/** `text` from `from` to `to` with the ranges inside wrapped in the tags. */
export function tagRanges(text: string, ranges: readonly Range[], tags: HighlightTags, from = 0, to = text.length): string {
  let value = '';
  let cursor = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const left = Math.max(start, from);
    const right = Math.min(end, to);
    value += text.slice(cursor, left) + tags.pre + text.slice(left, right) + tags.post;
    cursor = right;
  }
  return value + text.slice(cursor, to);
}

export const matchLevel = (matched: number, terms: number): HighlightValue['matchLevel'] =>
  matched === 0 ? 'none' : matched === terms ? 'full' : 'partial';

export function highlightText(text: string, terms: QueryTerm[], tags: HighlightTags, matcher = new QueryMatcher(terms)): HighlightValue {
  return matcher.highlight(text, tags);
}

/** `_highlightResult` of a record for the given attribute paths (`*` for every string attribute). */
export function highlightRecord(record: object, attributes: readonly string[], matcher: QueryMatcher, tags: HighlightTags): Record<string, unknown> {
  return mirrorRecord(record, attributes, () => (text) => matcher.highlight(text, tags));
}

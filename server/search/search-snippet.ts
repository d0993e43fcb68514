/**
 * Algolia's `_snippetResult` (`attributesToSnippet: ["attr", "attr:20"]`, 10 words by default):
 * a window of the attribute's words around the first match, query words tagged as in
 * `_highlightResult`, and `snippetEllipsisText` where words were cut before or after. Like
 * highlights, the text is returned as stored: the client escapes it.
 */
import { matchLevel, tagRanges, type HighlightTags, type HighlightValue, type QueryMatcher } from './search-highlight';
import { mirrorRecord } from './search-record-mirror';
import type { SnippetRequest } from './search-params';

export interface SnippetValue {
  value: string;
  matchLevel: HighlightValue['matchLevel'];
}

export interface SnippetOptions {
  matcher: QueryMatcher;
  tags: HighlightTags;
  ellipsis: string;
}

export function snippetText(text: string, words: number, options: SnippetOptions): SnippetValue {
  const { matcher, tags, ellipsis } = options;
  const { terms } = matcher;
  const match = matcher.match(text);
  const { spans, ranges } = match;
  if (spans.length <= words) return { value: tagRanges(text, ranges, tags), matchLevel: matchLevel(match.matched.size, terms.length) };
  const firstMatch = ranges.length === 0 ? 0 : Math.max(0, spans.findIndex((span) => span.end > ranges[0][0]));
  const first = Math.max(0, Math.min(firstMatch - Math.floor((words - 1) / 2), spans.length - words));
  const last = first + words - 1;
  const from = first === 0 ? 0 : spans[first].start;
  const to = last === spans.length - 1 ? text.length : spans[last].end;
  const value = `${from > 0 ? ellipsis : ''}${tagRanges(text, ranges, tags, from, to)}${to < text.length ? ellipsis : ''}`;
  const shown = new Set<number>();
  if (ranges.some(([start, end]) => end > from && start < to)) {
    terms.forEach((_term, index) => {
      if (match.matched.has(index)) shown.add(index);
    });
  }
  return { value, matchLevel: matchLevel(shown.size, terms.length) };
}

/** `_snippetResult` of a record: each requested attribute path with its own number of words. */
export function snippetRecord(record: object, requests: readonly SnippetRequest[], options: SnippetOptions): Record<string, unknown> {
  const words = new Map(requests.map((request) => [request.attribute, request.words]));
  return mirrorRecord(record, [...words.keys()], (attribute) => (text) => snippetText(text, words.get(attribute)!, options));
}

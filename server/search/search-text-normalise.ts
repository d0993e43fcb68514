/**
 * How words are seen by the search: lower case, accents folded (é → e, ß → ss), letters and digits
 * only. A compound word (t-shirt, l'été) counts as its parts and as the parts joined, so `tshirt`,
 * `t-shirt` and `t shirt` all find "T-shirt". The same rules feed the Orama index, the query and
 * the highlighter, so what matches is what gets highlighted.
 */
const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th' };

/** Lower case with accents removed; other characters kept. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøđłþ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

const toKey = (part: string): string => foldText(part).replace(/[^a-z0-9]/g, '');

/** A word of a text: where it sits (UTF-16 offsets) and its folded parts. */
export interface WordSpan {
  start: number;
  end: number;
  /** Folded parts, e.g. ['t', 'shirt'] for "T-shirt". */
  parts: string[];
  /** The parts joined ('tshirt'); equal to parts[0] for a simple word. */
  joined: string;
  /** Offsets of each part in the original text. */
  partSpans: { start: number; end: number }[];
  /** The parts, space-separated: words with the same key match a query the same way. */
  key: string;
}

const WORD = /[\p{L}\p{N}]+(?:[-'’.][\p{L}\p{N}]+)*/gu;
const PART = /[\p{L}\p{N}]+/gu;

export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    const parts: string[] = [];
    const partSpans: { start: number; end: number }[] = [];
    for (const part of match[0].matchAll(PART)) {
      const key = toKey(part[0]);
      if (!key) continue;
      const partStart = start + (part.index ?? 0);
      parts.push(key);
      partSpans.push({ start: partStart, end: partStart + part[0].length });
    }
    if (parts.length === 0) continue;
    spans.push({ start, end: start + match[0].length, parts, joined: parts.join(''), partSpans, key: parts.join(' ') });
  }
  return spans;
}

/** Every key a text is found by: each part, and each compound joined. */
export function indexKeys(text: string): string[] {
  const keys = new Set<string>();
  for (const span of wordSpans(text)) {
    for (const part of span.parts) keys.add(part);
    if (span.parts.length > 1) keys.add(span.joined);
  }
  return [...keys];
}

/** One word of the query: a compound matches either joined ('tshirt') or part by part ('t' + 'shirt'). */
export interface QueryTerm {
  /** The word as typed, for `matchedWords`. */
  original: string;
  joined: string;
  parts: string[];
}

export function queryTerms(query: string): QueryTerm[] {
  return wordSpans(query).map((span) => ({
    original: query.slice(span.start, span.end),
    joined: span.joined,
    parts: span.parts,
  }));
}

/** Algolia's defaults: 1 typo from 4 letters, 2 from 8; none on numbers. */
export function allowedTypos(token: string): number {
  if (/^\d+$/.test(token)) return 0;
  if (token.length >= 8) return 2;
  if (token.length >= 4) return 1;
  return 0;
}

/** Swaps of two neighbouring letters: Algolia counts them as one typo, Levenshtein as two. */
export function transpositions(token: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i < token.length - 1; i++) {
    if (token[i] === token[i + 1]) continue;
    variants.add(token.slice(0, i) + token[i + 1] + token[i] + token.slice(i + 2));
  }
  return [...variants];
}

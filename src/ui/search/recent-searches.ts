import type { KeyValueStorage } from '../../application/ports/key-value-storage';
import type { TextPart } from '../../domain/search/search-results';

/** SPEC §3/§9: recent searches are kept in local storage under this key, 5 at most. */
export const RECENT_SEARCHES_KEY = 'previousSearch';
export const MAX_RECENT_SEARCHES = 5;

/** Newest first, each once (case and spacing do not make another search), 5 at most. */
export function addRecentSearch(list: readonly string[], text: string): string[] {
  const term = text.trim().replace(/\s+/g, ' ');
  if (term === '') return [...list];
  const key = term.toLowerCase();
  return [term, ...list.filter((entry) => entry.toLowerCase() !== key)].slice(0, MAX_RECENT_SEARCHES);
}

export function readRecentSearches(storage: KeyValueStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '').slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

export function writeRecentSearches(storage: KeyValueStorage, list: readonly string[]): void {
  try {
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list.slice(0, MAX_RECENT_SEARCHES)));
  } catch {
    // Storage full or refused: recent searches are a convenience.
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words of the query marked in a text (plain text parts, never HTML). */
export function highlightWords(text: string, query: string): TextPart[] {
  const words = query.trim().split(/\s+/).filter((word) => word.length > 0).map(escapeRegExp);
  if (words.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${words.join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: words.some((word) => new RegExp(`^${word}$`, 'iu').test(part)) }));
}

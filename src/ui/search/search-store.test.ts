import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../application/ports/key-value-storage';
import type { SuggestSearchResult } from '../../application/search/suggest-search';
import type { SearchSuggestion } from '../../domain/search/search-results';
import { addRecentSearch, highlightWords, readRecentSearches, RECENT_SEARCHES_KEY } from './recent-searches';
import { SearchStore } from './search-store';

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const suggestion = (text: string): SearchSuggestion => ({
  objectID: text,
  kind: 'term',
  text: { fr: text, en: text, es: text, it: text, de: text, nl: text },
  urls: { fr: `/search/${text}`, en: '', es: '', it: '', de: '', nl: '' },
  productsNumber: 3,
  highlighted: [{ text, match: true }],
});

function storeWith(answer: (text: string) => Promise<SuggestSearchResult>) {
  const storage = new MemoryStorage();
  const asked: string[] = [];
  const store = new SearchStore({
    locale: 'fr',
    debounceMs: 0,
    services: {
      storage: async () => storage,
      suggestSearch: (text) => {
        asked.push(text);
        return answer(text);
      },
    },
  });
  return { store, storage, asked };
}

const found = (text: string): Promise<SuggestSearchResult> =>
  Promise.resolve({ kind: 'found', text, suggestions: [suggestion(text)], products: [], nbProducts: 0 });

describe('recent searches', () => {
  it('keeps 5, newest first, each once', () => {
    let list: string[] = [];
    for (const text of ['a', 'b', 'c', 'd', 'e', 'B ', 'f']) list = addRecentSearch(list, text);
    expect(list).toEqual(['f', 'B', 'e', 'd', 'c']);
    expect(addRecentSearch(list, '   ')).toEqual(list);
  });

  it('survives a broken storage value', () => {
    const storage = new MemoryStorage();
    storage.setItem(RECENT_SEARCHES_KEY, '{oops');
    expect(readRecentSearches(storage)).toEqual([]);
  });

  it('marks the words as text parts, never markup', () => {
    expect(highlightWords('Sweat <b>à</b> capuche', 'sweat capu')).toEqual([
      { text: 'Sweat', match: true },
      { text: ' <b>à</b> ', match: false },
      { text: 'capu', match: true },
      { text: 'che', match: false },
    ]);
  });
});

describe('header search store', () => {
  it('shows recent searches on focus with an empty query', async () => {
    const { store, storage } = storeWith(found);
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['pull', 'jean']));
    await store.focus();
    expect(store.open).toBe(true);
    expect(store.choices.map((choice) => choice.kind === 'recent' && choice.text)).toEqual(['pull', 'jean']);
  });

  it('asks at each keystroke and keeps only the latest answer', async () => {
    const resolvers: ((value: SuggestSearchResult) => void)[] = [];
    const { store, asked } = storeWith((text) => new Promise((resolve) => resolvers.push(() => resolve({ kind: 'found', text, suggestions: [suggestion(text)], products: [], nbProducts: 0 }))));
    store.type('s');
    store.type('sw');
    expect(asked).toEqual(['s', 'sw']);
    resolvers[1]({ kind: 'empty' });
    await Promise.resolve();
    resolvers[0]({ kind: 'empty' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.answeredText).toBe('sw');
    expect(store.suggestions.map((entry) => entry.objectID)).toEqual(['sw']);
  });

  it('trims, remembers and goes to /search with + for spaces; an empty submit goes nowhere', async () => {
    const { store, storage } = storeWith(found);
    store.type('   ');
    expect(await store.submit()).toBeNull();
    store.type('  sweat  noir ');
    expect(await store.submit()).toBe('/search/sweat+noir');
    expect(store.open).toBe(false);
    expect(JSON.parse(storage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['sweat noir']);
  });

  it('moves through the options with the arrow keys and selects the active one', async () => {
    const { store } = storeWith(found);
    store.type('pull');
    await store.ask();
    store.move(1);
    expect(store.activeOption?.kind).toBe('suggestion');
    expect(await store.submit()).toBe('/search/pull');
    expect(store.open).toBe(false);
  });
});

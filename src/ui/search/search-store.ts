import { makeAutoObservable, runInAction } from 'mobx';
import type { ProductCard } from '../../domain/catalogue/product-card';
import type { SearchSuggestion } from '../../domain/search/search-results';
import { searchPath } from '../../domain/routing/page-paths';
import type { LocaleCode } from '../../domain/store/locales';
import type { SearchServices } from './search-services';
import { addRecentSearch, readRecentSearches, writeRecentSearches } from './recent-searches';

export type SearchOption =
  | { kind: 'recent'; id: string; text: string; path: string }
  | { kind: 'suggestion'; id: string; suggestion: SearchSuggestion; path: string }
  | { kind: 'product'; id: string; product: ProductCard; path: string };

export interface SearchStoreOptions {
  services: Pick<SearchServices, 'suggestSearch' | 'storage'>;
  locale: LocaleCode;
  /** Light debounce of keystrokes (ms): every pause still asks, stale answers are dropped. */
  debounceMs?: number;
}

/**
 * Header search (SPEC §4 "Search", §5): focus opens the panel, an empty query shows the recent
 * searches, typing asks the suggestions and products; arrow keys move through the options.
 */
export class SearchStore {
  open = false;
  text = '';
  recents: string[] = [];
  suggestions: SearchSuggestion[] = [];
  products: ProductCard[] = [];
  nbProducts = 0;
  /** Words the shown answer is for. */
  answeredText = '';
  activeIndex = -1;
  private request = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: SearchStoreOptions) {
    makeAutoObservable<SearchStore, 'request' | 'timer' | 'options'>(this, { request: false, timer: false, options: false }, { autoBind: true });
  }

  get trimmed(): string {
    return this.text.trim();
  }

  get choices(): SearchOption[] {
    if (this.trimmed === '') return this.recents.map((text, index) => ({ kind: 'recent', id: `recent-${index}`, text, path: searchPath(text) }));
    const locale = this.options.locale;
    return [
      ...this.suggestions.map((suggestion): SearchOption => ({ kind: 'suggestion', id: `suggestion-${suggestion.objectID}`, suggestion, path: suggestion.urls[locale] || searchPath(suggestion.text[locale]) })),
      ...this.products.map((product): SearchOption => ({ kind: 'product', id: `product-${product.id}`, product, path: product.path })),
    ];
  }

  get activeOption(): SearchOption | null {
    return this.choices[this.activeIndex] ?? null;
  }

  async focus(): Promise<void> {
    this.open = true;
    const storage = await this.options.services.storage();
    const recents = readRecentSearches(storage);
    runInAction(() => {
      this.recents = recents;
    });
  }

  close(): void {
    this.open = false;
    this.activeIndex = -1;
  }

  type(text: string): void {
    this.text = text;
    this.open = true;
    this.activeIndex = -1;
    if (this.timer) clearTimeout(this.timer);
    if (text.trim() === '') {
      this.request += 1;
      this.suggestions = [];
      this.products = [];
      this.answeredText = '';
      return;
    }
    const delay = this.options.debounceMs ?? 60;
    if (delay <= 0) void this.ask();
    else this.timer = setTimeout(() => void this.ask(), delay);
  }

  /** Asks for the current words; an answer for older words is dropped. */
  async ask(): Promise<void> {
    const id = ++this.request;
    const text = this.trimmed;
    const result = await this.options.services.suggestSearch(text);
    if (id !== this.request) return;
    runInAction(() => {
      if (result.kind === 'found') {
        this.suggestions = result.suggestions;
        this.products = result.products;
        this.nbProducts = result.nbProducts;
      } else {
        this.suggestions = [];
        this.products = [];
        this.nbProducts = 0;
      }
      this.answeredText = text;
    });
  }

  move(delta: 1 | -1): void {
    const count = this.choices.length;
    if (count === 0) return;
    this.open = true;
    this.activeIndex = this.activeIndex === -1 ? (delta === 1 ? 0 : count - 1) : (this.activeIndex + delta + count) % count;
  }

  /** The path to go to for the words typed, or null for an empty submit (SPEC §5: only focus). */
  async submit(): Promise<string | null> {
    const option = this.activeOption;
    if (option) return this.choose(option);
    if (this.trimmed === '') return null;
    await this.remember(this.trimmed);
    const path = searchPath(this.trimmed);
    this.close();
    return path;
  }

  /** Selecting an option closes the search; its path is where to go. */
  async choose(option: SearchOption): Promise<string> {
    const remembered = option.kind === 'recent' ? option.text : this.trimmed;
    await this.remember(remembered);
    runInAction(() => {
      if (option.kind === 'recent') this.text = option.text;
      this.close();
    });
    return option.path;
  }

  private async remember(text: string): Promise<void> {
    if (text.trim() === '') return;
    const storage = await this.options.services.storage();
    const list = addRecentSearch(readRecentSearches(storage), text);
    writeRecentSearches(storage, list);
    runInAction(() => {
      this.recents = list;
    });
  }
}

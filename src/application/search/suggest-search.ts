import { productCardFromHit, type ProductCard } from '../../domain/catalogue/product-card';
import { SUGGESTION_HITS } from '../../domain/search/listing-query';
import type { SearchSuggestion } from '../../domain/search/search-results';
import { STORES } from '../../domain/store/stores';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RequestContext } from '../ports/request-context';
import type { SearchIndex } from '../ports/search-index';
import { reportSearchFailure } from './report-search-failure';

export type SuggestSearchResult =
  | { kind: 'empty' }
  | { kind: 'found'; text: string; suggestions: SearchSuggestion[]; products: ProductCard[]; nbProducts: number }
  | { kind: 'unavailable' };

/**
 * Header search, asked at every keystroke (SPEC §7: 15 hits per page): suggestions and products
 * for the trimmed text. Blank text asks nothing (the header shows recent searches instead). A
 * failure is logged as SPEC §8 says and gives no user message: the header just shows nothing.
 */
export class SuggestSearch {
  constructor(
    private readonly index: SearchIndex,
    private readonly context: RequestContext,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(text: string): Promise<SuggestSearchResult> {
    const trimmed = text.trim();
    if (trimmed === '') return { kind: 'empty' };
    try {
      const answer = await this.index.suggest(trimmed, SUGGESTION_HITS);
      const store = STORES[this.context.storeId];
      return {
        kind: 'found',
        text: trimmed,
        suggestions: answer.suggestions,
        products: answer.products.map((hit) => productCardFromHit(hit, store, this.context.locale)),
        nbProducts: answer.nbProducts,
      };
    } catch (error) {
      reportSearchFailure(this.errors, error, 'Unable to get algolia results in header search');
      return { kind: 'unavailable' };
    }
  }
}

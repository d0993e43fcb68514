import type { ProductHit } from '../../domain/catalogue/product';
import type { ListingQuery } from '../../domain/search/listing-query';
import type { ListingPage, SuggestionsAnswer } from '../../domain/search/search-results';
import { ApiError } from '../../application/ports/api-error';
import type { SearchIndex } from '../../application/ports/search-index';

/**
 * The SearchIndex port that loads its adapter (the `algoliasearch` client, some 20 kB of the
 * browser's services) with the first query: the pages that never search in the browser (account,
 * checkout) neither download nor run it before they hydrate. A load that fails (the shopper went
 * offline) is a network error (SPEC §8), and the next query tries again; a chunk a new deployment
 * replaced reloads the page, as every chunk does (src/ui/feedback/chunk-reload.ts).
 */
export class LazySearchIndex implements SearchIndex {
  private index: Promise<SearchIndex> | null = null;

  constructor(private readonly load: () => Promise<SearchIndex>) {}

  private loaded(): Promise<SearchIndex> {
    this.index ??= this.load().catch((cause: unknown) => {
      this.index = null;
      throw cause instanceof ApiError ? cause : new ApiError(ApiError.NETWORK_CODE, ApiError.NETWORK_MESSAGE, { cause });
    });
    return this.index;
  }

  async search(query: ListingQuery): Promise<ListingPage> {
    return (await this.loaded()).search(query);
  }

  async suggest(text: string, hitsPerPage: number): Promise<SuggestionsAnswer> {
    return (await this.loaded()).suggest(text, hitsPerPage);
  }

  async topSales(count: number): Promise<ProductHit[]> {
    return (await this.loaded()).topSales(count);
  }

  async products(ids: readonly number[]): Promise<(ProductHit | null)[]> {
    return (await this.loaded()).products(ids);
  }
}

/**
 * The SearchIndex port on the real `algoliasearch` lite client (DESIGN decision 3), against
 * Algolia itself or the shop's Algolia-compatible endpoint, whichever the settings name. Every
 * failure leaves as an ApiError: network errors and timeouts as 0 'Network Error' (SPEC §8).
 */
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { ProductHit } from '../../domain/catalogue/product';
import { oncePerModel } from '../../domain/catalogue/colour-family';
import type { ListingQuery } from '../../domain/search/listing-query';
import { HIGHLIGHT_TAGS, highlightParts, toProductHit, type ListingPage, type SearchSuggestion, type SuggestionsAnswer } from '../../domain/search/search-results';
import type { SearchSettings } from '../../domain/search/search-settings';
import { STORES, productIndexName, suggestionIndexName, type StoreId } from '../../domain/store/stores';
import { ApiError } from '../../application/ports/api-error';
import type { SearchIndex } from '../../application/ports/search-index';
import type { RequestContext } from '../../application/ports/request-context';
import { HIT_ATTRIBUTES, disjunctiveListingPage, listingRequests, type AlgoliaSearchResult } from './algolia-listing';
import { kindClauses } from '../../domain/search/listing-filters';
import { createFetchRequester } from './fetch-requester';
import { FallbackSearchClient } from './algolia-fallback';

export interface AlgoliaSearchIndexOptions {
  settings: SearchSettings;
  /** The store whose indexes are queried; a function when it can change (browser). */
  context: RequestContext | (() => RequestContext);
  /** The fetch the requests go through (server rendering passes an in-process one). */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds (defaults: the client's). */
  timeouts?: { connect: number; read: number };
  /** Where to ask when the settings' service cannot be reached: the shop's own endpoint, when the settings are Algolia's. */
  fallback?: { settings: SearchSettings; fetch?: typeof globalThis.fetch };
  /**
   * The visitor's own key when the shop gave one (an outlet key, issue 36), else null: queries
   * then carry the settings' public key. Asked at each query (the outlet check may set it meanwhile).
   */
  key?: () => string | null;
}

type Hosts = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['hosts']>;

/** The shop's own endpoint as the only host. Read and write: `getObjects` goes through `customPost`, sent to write hosts. */
function shopHosts(origin: string): Hosts {
  const url = new URL(origin);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return [{ url: url.hostname, protocol, accept: 'readWrite', ...(url.port ? { port: Number(url.port) } : {}) }];
}

export function createSearchClient(options: Pick<AlgoliaSearchIndexOptions, 'settings' | 'fetch' | 'timeouts'>): LiteClient {
  const { settings } = options;
  return liteClient(settings.appId, settings.searchKey, {
    requester: createFetchRequester(options.fetch),
    ...(settings.host ? { hosts: shopHosts(settings.host) } : {}),
    ...(options.timeouts ? { timeouts: { ...options.timeouts, write: options.timeouts.read } } : {}),
  });
}

/** The one place where search failures become ApiError. */
export function normaliseSearchError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const { name, status, message } = (error ?? {}) as { name?: string; status?: number; message?: string };
  if (name === 'RetryError') return new ApiError(ApiError.NETWORK_CODE, ApiError.NETWORK_MESSAGE, { cause: error });
  if (typeof status === 'number' && status > 0) return new ApiError(status, message || ApiError.DEFAULT_MESSAGE, { cause: error });
  return new ApiError(ApiError.DEFAULT_CODE, ApiError.DEFAULT_MESSAGE, { cause: error });
}

interface SuggestionRecord {
  objectID: string;
  kind: SearchSuggestion['kind'];
  text: SearchSuggestion['text'];
  urls: SearchSuggestion['urls'];
  productsNumber?: number;
  _highlightResult?: { text?: Record<string, { value: string }> };
}

export class AlgoliaSearchIndex implements SearchIndex {
  /** A client per key (the public one, and the visitor's own once given): each keeps its own answers cache. */
  private readonly clients = new Map<string, FallbackSearchClient>();

  constructor(private readonly options: AlgoliaSearchIndexOptions) {}

  /** The client of the key the queries carry now (the fallback shares the key: one parent, search-keys.ts). */
  private get client(): FallbackSearchClient {
    const { settings, fallback } = this.options;
    const key = this.options.key?.() || settings.searchKey;
    let client = this.clients.get(key);
    if (!client) {
      client = new FallbackSearchClient(
        createSearchClient({ ...this.options, settings: { ...settings, searchKey: key } }),
        fallback ? createSearchClient({ settings: { ...fallback.settings, searchKey: key }, fetch: fallback.fetch, timeouts: this.options.timeouts }) : undefined,
        settings.appId,
      );
      this.clients.set(key, client);
    }
    return client;
  }

  private get storeId(): StoreId {
    const context = typeof this.options.context === 'function' ? this.options.context() : this.options.context;
    return context.storeId;
  }

  async search(query: ListingQuery): Promise<ListingPage> {
    const { requests, counted } = listingRequests(this.storeId, query);
    return disjunctiveListingPage(await this.query(requests), counted);
  }

  async suggest(text: string, hitsPerPage: number): Promise<SuggestionsAnswer> {
    const storeId = this.storeId;
    const locale = STORES[storeId].locale;
    const [suggestions, products] = await this.query([
      {
        indexName: suggestionIndexName(storeId),
        query: text,
        hitsPerPage,
        attributesToHighlight: [`text.${locale}`],
        highlightPreTag: HIGHLIGHT_TAGS.pre,
        highlightPostTag: HIGHLIGHT_TAGS.post,
      },
      {
        indexName: productIndexName(storeId),
        query: text,
        hitsPerPage,
        filters: kindClauses('search').join(' AND '),
        // The model key: a colour family is suggested once.
        attributesToRetrieve: [...HIT_ATTRIBUTES, 'modelKey'],
        attributesToHighlight: [],
      },
    ]);
    return {
      suggestions: (suggestions.hits as unknown as SuggestionRecord[]).map((hit) => ({
        objectID: hit.objectID,
        kind: hit.kind,
        text: hit.text,
        urls: hit.urls,
        productsNumber: hit.productsNumber ?? null,
        highlighted: highlightParts(hit._highlightResult?.text?.[locale]?.value ?? hit.text[locale]),
      })),
      products: oncePerModel(products.hits as { modelKey?: string | null }[]).map(toProductHit),
      nbProducts: products.nbHits,
    };
  }

  async topSales(count: number): Promise<ProductHit[]> {
    const [result] = await this.query([{
      indexName: productIndexName(this.storeId, 'top_sales'),
      query: '',
      filters: kindClauses('top_sales').join(' AND '),
      hitsPerPage: count,
      attributesToRetrieve: HIT_ATTRIBUTES,
      attributesToHighlight: [],
    }]);
    return result.hits.map(toProductHit);
  }

  async products(ids: readonly number[]): Promise<(ProductHit | null)[]> {
    if (ids.length === 0) return [];
    const indexName = productIndexName(this.storeId);
    try {
      const answer = (await this.client.run((client) => client.customPost({
        path: '1/indexes/*/objects',
        body: { requests: ids.map((id) => ({ indexName, objectID: String(id), attributesToRetrieve: HIT_ATTRIBUTES })) },
      }))) as { results: (Record<string, unknown> | null)[] };
      return answer.results.map((hit) => (hit ? toProductHit(hit) : null));
    } catch (error) {
      throw normaliseSearchError(error);
    }
  }

  private async query(requests: object[]): Promise<AlgoliaSearchResult[]> {
    try {
      const { results } = await this.client.run((client) => client.search({ requests: requests as never }));
      return results as unknown as AlgoliaSearchResult[];
    } catch (error) {
      throw normaliseSearchError(error);
    }
  }
}

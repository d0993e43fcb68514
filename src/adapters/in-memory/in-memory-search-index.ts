import type { ProductHit } from '../../domain/catalogue/product';
import { oncePerModel } from '../../domain/catalogue/colour-family';
import { LISTING_FACETS, MAX_FACET_VALUES, type ListingFacet, type ListingQuery } from '../../domain/search/listing-query';
import { toProductHit, type FacetValue, type ListingPage, type SearchSuggestion, type SuggestionsAnswer, type ValueBounds } from '../../domain/search/search-results';
import type { LocaleCode } from '../../domain/store/locales';
import type { ApiError } from '../../application/ports/api-error';
import type { SearchIndex } from '../../application/ports/search-index';
import { disjunctiveCountQueries } from '../../domain/search/disjunctive-facets';
import { compareFor, highlight, matchesFilters, matchesKind, matchesText, words, type IndexedProduct } from './in-memory-search-matching';

export type { IndexedProduct } from './in-memory-search-matching';

export type IndexedSuggestion = Omit<SearchSuggestion, 'highlighted' | 'productsNumber'> & { productsNumber?: number };

export interface InMemorySearchData {
  /** Language of the store the index belongs to. */
  locale: LocaleCode;
  products?: IndexedProduct[];
  suggestions?: IndexedSuggestion[];
  /** Every call fails with this error (e.g. a network error) when set. */
  failWith?: ApiError;
}

/** Algolia's `paginationLimitedTo`: hits past it are never served. */
const PAGINATION_LIMIT = 1000;

const FACET_VALUES: Record<ListingFacet, (product: IndexedProduct) => string[]> = {
  category: (product) => product.categorySlugs,
  brand: (product) => [product.brand.slug],
  artist: (product) => product.artists.map((artist) => artist.slug),
  size: (product) => product.availableSizes,
  color: (product) => [product.colorCode],
  material: (product) => [product.materialCode],
  gender: (product) => [product.gender],
  range: (product) => [product.range],
  eco: (product) => [String(product.isEcoFriendly)],
  exclusive: (product) => [String(product.isExclusive)],
};

function facetCounts(products: IndexedProduct[], facet: ListingFacet): FacetValue[] {
  const counts = new Map<string, number>();
  for (const product of products) for (const value of new Set(FACET_VALUES[facet](product))) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, MAX_FACET_VALUES);
}

function bounds(values: number[]): ValueBounds | null {
  return values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values) };
}

/** One store's search index as plain data, for unit tests and offline runs. Same rules as the real one. */
export class InMemorySearchIndex implements SearchIndex {
  readonly calls: string[] = [];

  constructor(private readonly data: InMemorySearchData) {}

  async search(query: ListingQuery): Promise<ListingPage> {
    this.record(`search ${query.kind} "${query.query}" ${query.sort} p${query.page}`);
    const found = this.listed(query.kind, query.query).filter((product) => matchesFilters(product, query.filters)).sort(compareFor(query.sort));
    const reachable = Math.min(found.length, PAGINATION_LIMIT);
    const start = (query.page - 1) * query.hitsPerPage;
    return {
      hits: found.slice(start, Math.max(start, Math.min(start + query.hitsPerPage, reachable))).map(toProductHit),
      nbHits: found.length,
      page: query.page,
      nbPages: Math.ceil(reachable / query.hitsPerPage),
      hitsPerPage: query.hitsPerPage,
      facets: { ...Object.fromEntries(LISTING_FACETS.map((facet) => [facet, facetCounts(found, facet)])), ...this.disjunctiveCounts(query) },
      priceBounds: bounds(found.map((product) => product.price)),
      promotionBounds: bounds(found.map((product) => product.promotionPercent)),
    };
  }

  async suggest(text: string, hitsPerPage: number): Promise<SuggestionsAnswer> {
    this.record(`suggest "${text}"`);
    const { locale } = this.data;
    const wanted = words(text);
    const suggestions = (this.data.suggestions ?? [])
      .filter((suggestion) => wanted.every((word) => words(suggestion.text[locale]).some((candidate) => candidate.startsWith(word))))
      .sort((a, b) => (b.productsNumber ?? 0) - (a.productsNumber ?? 0))
      .slice(0, hitsPerPage)
      .map((suggestion) => ({ ...suggestion, productsNumber: suggestion.productsNumber ?? null, highlighted: highlight(suggestion.text[locale], text) }));
    const products = this.listed('search', text).sort(compareFor('relevance'));
    return { suggestions, products: oncePerModel(products.slice(0, hitsPerPage)).map(toProductHit), nbProducts: products.length };
  }

  async topSales(count: number): Promise<ProductHit[]> {
    this.record(`top-sales ${count}`);
    return this.listed('top_sales', '').sort(compareFor('top_sales')).slice(0, count).map(toProductHit);
  }

  async products(ids: readonly number[]): Promise<(ProductHit | null)[]> {
    this.record(`products ${ids.join(',')}`);
    const byId = new Map((this.data.products ?? []).map((product) => [product.productID, product]));
    return ids.map((id) => {
      const product = byId.get(id);
      return product ? toProductHit(product) : null;
    });
  }

  /** A ticked facet keeps its other values: counted without its own filter (domain/search/disjunctive-facets.ts). */
  private disjunctiveCounts(query: ListingQuery): Partial<Record<ListingFacet, FacetValue[]>> {
    return Object.fromEntries(
      disjunctiveCountQueries(query).map(({ facet, query: count }) => [
        facet,
        facetCounts(this.listed(count.kind, count.query).filter((product) => matchesFilters(product, count.filters)), facet),
      ]),
    );
  }

  private listed(kind: ListingQuery['kind'], text: string): IndexedProduct[] {
    return (this.data.products ?? []).filter((product) => matchesKind(product, kind) && matchesText(product, text));
  }

  private record(call: string): void {
    this.calls.push(call);
    if (this.data.failWith) throw this.data.failWith;
  }
}

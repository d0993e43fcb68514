/** Typed tokens of the search use cases (bound in search-bindings.ts). */
import { token } from '../../application/ports/token';
import type { GetTopSales } from '../../application/search/get-top-sales';
import type { SearchProductCards } from '../../application/search/search-product-cards';
import type { SearchProducts } from '../../application/search/search-products';
import type { SuggestSearch } from '../../application/search/suggest-search';

export const SEARCH_PRODUCTS = token<SearchProducts>('SearchProducts');
export const SUGGEST_SEARCH = token<SuggestSearch>('SuggestSearch');
export const GET_TOP_SALES = token<GetTopSales>('GetTopSales');
export const SEARCH_PRODUCT_CARDS = token<SearchProductCards>('SearchProductCards');

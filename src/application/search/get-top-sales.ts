import type { ProductCard } from '../../domain/catalogue/product-card';
import { ERROR_PAGE_TOP_SALES } from '../../domain/search/listing-query';
import type { ErrorReporter } from '../ports/error-reporter';
import type { TopSellers } from '../ports/top-sellers';
import { reportSearchFailure } from './report-search-failure';

/**
 * The six best sellers the error page shows (SPEC §2). The error page must render whatever
 * happens: a failure is logged ('Unable to get products from algolia on error page', SPEC §8,
 * network errors left out) and gives no products.
 */
export class GetTopSales {
  constructor(
    private readonly sellers: TopSellers,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(count: number = ERROR_PAGE_TOP_SALES): Promise<ProductCard[]> {
    try {
      return await this.sellers.topSellers(count);
    } catch (error) {
      reportSearchFailure(this.errors, error, 'Unable to get products from algolia on error page');
      return [];
    }
  }
}

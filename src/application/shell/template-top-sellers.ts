import type { ProductCard } from '../../domain/catalogue/product-card';
import type { CatalogueApi } from '../ports/catalogue-api';
import type { ErrorReporter } from '../ports/error-reporter';
import type { TopSellers } from '../ports/top-sellers';
import { loadProductCards } from './product-cards';

/** The home page's highlighted products, which the back end lists best sellers first. */
export const TOP_SELLERS_TEMPLATE = 'home_highlights';

/**
 * Interim TopSellers until the search engine is wired (SPEC §7 "Error-page top sales use 6
 * hits"): the products of the home highlights template. The search adapter replaces this binding.
 */
export class TemplateTopSellers implements TopSellers {
  constructor(
    private readonly api: CatalogueApi,
    private readonly errors: ErrorReporter,
  ) {}

  async topSellers(limit: number): Promise<ProductCard[]> {
    const [template] = await this.api.templates([TOP_SELLERS_TEMPLATE]);
    const ids = (template?.templateItems ?? []).flatMap((item) => item.productIds ?? []);
    const cards = await loadProductCards(this.api, this.errors, [...new Set(ids)].slice(0, limit), 'Unable to fetch top seller');
    return cards.slice(0, limit);
  }
}

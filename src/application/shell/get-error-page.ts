import type { ProductCard } from '../../domain/catalogue/product-card';
import type { CatalogueApi } from '../ports/catalogue-api';
import type { ErrorReporter } from '../ports/error-reporter';
import type { TopSellers } from '../ports/top-sellers';
import { loadProductCards } from './product-cards';

export const ERROR_PAGE_TEMPLATE = 'top_categorie_homepage';
export const ERROR_PAGE_TOP_SELLERS = 6;
/** One product per category tile of the template, at most this many. */
const MAX_HIGHLIGHTED = 8;

export interface ErrorPageContent {
  highlighted: { title: string; products: ProductCard[] } | null;
  topSellers: ProductCard[];
}

/**
 * What the error page shows under its message (SPEC §2): highlighted products from the
 * `top_categorie_homepage` template and six top sellers. Each part that fails is logged with the
 * SPEC §8 message and left out; the page still shows.
 */
export class GetErrorPage {
  constructor(
    private readonly api: CatalogueApi,
    private readonly sellers: TopSellers,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(): Promise<ErrorPageContent> {
    const [highlighted, topSellers] = await Promise.all([this.highlighted(), this.topSellers()]);
    return { highlighted, topSellers };
  }

  private async highlighted(): Promise<ErrorPageContent['highlighted']> {
    try {
      const [template] = await this.api.templates([ERROR_PAGE_TEMPLATE]);
      if (!template) return null;
      // The first product of each tile, then the others: every category shows up.
      const lists = template.templateItems.map((item) => item.productIds ?? []);
      const depth = Math.max(0, ...lists.map((list) => list.length));
      const ids: number[] = [];
      for (let index = 0; index < depth; index++) for (const list of lists) if (list[index] !== undefined) ids.push(list[index]);
      const wanted = [...new Set(ids)].slice(0, MAX_HIGHLIGHTED);
      const products = await loadProductCards(this.api, this.errors, wanted, 'Unable to fetch highlighted product on Error page');
      return products.length > 0 ? { title: template.title, products } : null;
    } catch (error) {
      this.errors.report(error, 'Unable to fetch templates on Error page');
      return null;
    }
  }

  private async topSellers(): Promise<ProductCard[]> {
    try {
      return await this.sellers.topSellers(ERROR_PAGE_TOP_SELLERS);
    } catch (error) {
      this.errors.report(error, 'Unable to get products from algolia on error page');
      return [];
    }
  }
}

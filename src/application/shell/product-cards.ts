import { productCardFromDetail, type ProductCard } from '../../domain/catalogue/product-card';
import type { CatalogueApi } from '../ports/catalogue-api';
import type { ErrorReporter } from '../ports/error-reporter';

/** Product cards for ids, in the order given; a product that cannot be loaded is reported and left out. */
export async function loadProductCards(api: CatalogueApi, errors: ErrorReporter, ids: number[], context: string): Promise<ProductCard[]> {
  const unique = [...new Set(ids)];
  const results = await Promise.allSettled(unique.map((id) => api.product(id)));
  const cards: ProductCard[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') cards.push(productCardFromDetail(result.value.product));
    else errors.report(result.reason, `${context} ${unique[index]}`);
  });
  return cards;
}

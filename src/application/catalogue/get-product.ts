import type { ProductDetailResponse } from '../../domain/catalogue/product';
import { isApiError } from '../ports/api-error';
import type { CatalogueApi } from '../ports/catalogue-api';

export type GetProductResult = { kind: 'found'; product: ProductDetailResponse } | { kind: 'not-found' };

/**
 * One product for the request's store (prices for its country, texts in its language). An
 * unknown or malformed id is an expected outcome, not a failure (SPEC §8: 404 shows the 404 page).
 */
export class GetProduct {
  constructor(private readonly api: CatalogueApi) {}

  async execute(productId: number): Promise<GetProductResult> {
    if (!Number.isSafeInteger(productId) || productId <= 0) return { kind: 'not-found' };
    try {
      return { kind: 'found', product: await this.api.product(productId) };
    } catch (error) {
      if (isApiError(error) && error.isNotFound) return { kind: 'not-found' };
      throw error;
    }
  }
}

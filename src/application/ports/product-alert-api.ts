import type { ProductAlert, ProductAlertRequest } from '../../domain/catalogue/product-alert';

/**
 * SPEC §7 `/product-alerts` for the request's store. Failures throw ApiError: 409 already
 * subscribed, 422 refused (invalid address, size in stock), 404 unknown product, size or alert,
 * each with the server's message in the shopper's language.
 */
export interface ProductAlertApi {
  /** Null fields of the request are not sent. */
  subscribe(request: ProductAlertRequest): Promise<ProductAlert>;
  list(email: string): Promise<ProductAlert[]>;
  remove(alertId: number): Promise<void>;
}

export const PRODUCT_ALERT_API = Symbol.for('ProductAlertApi');

import type { AlertLink, SubscribedAlert } from '../../domain/alerts/alert-link';
import type { ProductAlert, ProductAlertRequest } from '../../domain/alerts/product-alert';
import { token } from './token';

/**
 * SPEC §7 `/product-alerts` for the request's store (docs/accounts-api.md, "Stock alerts"). Alerts
 * belong to someone: the signed-in customer (the API client sends their bearer token), or whoever
 * holds a signed link the shop gave (the back-in-stock mail's: the address's alerts; the
 * subscription answer's: that one alert). Failures throw ApiError: 401 neither signed in nor a
 * link (or a token the shop no longer accepts), 403 a forged, widened or expired link, 404 an
 * unknown alert or one the caller may not reach, 409 already subscribed, 422 refused (invalid
 * address, size in stock), each with the server's message in the shopper's language.
 */
export interface ProductAlertApi {
  /**
   * Null fields of the request are not sent (its `customerId` is ignored: a signed-in shopper's
   * alert is theirs by the token). The answer carries the link that opens this alert.
   */
  subscribe(request: ProductAlertRequest): Promise<SubscribedAlert>;
  /**
   * Newest first. Without a link: the signed-in customer's alerts. With one: the alerts it opens,
   * asked without the token (what the link opens, even to a signed-in client).
   */
  list(link?: AlertLink): Promise<ProductAlert[]>;
  /** The same access as `list`: an alert outside it is a 404, like one that does not exist. */
  remove(alertId: number, link?: AlertLink): Promise<void>;
}

export const PRODUCT_ALERT_API = token<ProductAlertApi>('ProductAlertApi');

import type { Container } from 'inversify';
import { ListStockAlerts, RemoveStockAlert } from '../../application/alerts/manage-stock-alerts';
import { SubscribeStockAlert } from '../../application/alerts/subscribe-stock-alert';
import type { ProductAlertApi } from '../../application/ports/product-alert-api';
import type { HttpApiClient } from '../http/api-client';
import { HttpProductAlertApi } from '../http/http-product-alert-api';
import { LIST_STOCK_ALERTS, PRODUCT_ALERT_API, REMOVE_STOCK_ALERT, SUBSCRIBE_STOCK_ALERT } from './alert-tokens';
import { API_CLIENT } from './tokens';

export interface AlertAdapters {
  /** Replaces the HTTP stock alerts (tests, offline runs). */
  productAlertApi?: ProductAlertApi;
}

/** Product stock alerts (SPEC §3, §7): over HTTP unless a runtime gives another adapter. */
export function bindProductAlerts(container: Container, adapters: AlertAdapters): void {
  if (adapters.productAlertApi) container.bind(PRODUCT_ALERT_API).toConstantValue(adapters.productAlertApi);
  else container.bind(PRODUCT_ALERT_API).toResolvedValue((client: HttpApiClient) => new HttpProductAlertApi(client), [API_CLIENT]);
  container.bind(SUBSCRIBE_STOCK_ALERT).toResolvedValue((api: ProductAlertApi) => new SubscribeStockAlert(api), [PRODUCT_ALERT_API]);
  container.bind(LIST_STOCK_ALERTS).toResolvedValue((api: ProductAlertApi) => new ListStockAlerts(api), [PRODUCT_ALERT_API]);
  container.bind(REMOVE_STOCK_ALERT).toResolvedValue((api: ProductAlertApi) => new RemoveStockAlert(api), [PRODUCT_ALERT_API]);
}

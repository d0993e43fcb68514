import type { Container } from 'inversify';
import { ListStockAlerts, RemoveStockAlert } from '../../application/alerts/manage-stock-alerts';
import { SubscribeStockAlert } from '../../application/alerts/subscribe-stock-alert';
import { PRODUCT_ALERT_API, type ProductAlertApi } from '../../application/ports/alerts-api';
import { API_CLIENT } from '../http/api-client';
import { HttpProductAlertApi } from '../http/http-alerts-api';
import { LIST_STOCK_ALERTS, REMOVE_STOCK_ALERT, SUBSCRIBE_STOCK_ALERT } from './alerts-tokens';
import { bindFactory, bindValue } from './bind';

export interface AlertAdapters {
  /** Replaces the HTTP stock alerts (tests, offline runs). */
  productAlertApi?: ProductAlertApi;
}

/** Product stock alerts (SPEC §3, §7): over HTTP unless a runtime gives another adapter. */
export function bindProductAlerts(container: Container, adapters: AlertAdapters): void {
  if (adapters.productAlertApi) bindValue(container, PRODUCT_ALERT_API, adapters.productAlertApi);
  else bindFactory(container, PRODUCT_ALERT_API, (client) => new HttpProductAlertApi(client), [API_CLIENT]);
  bindFactory(container, SUBSCRIBE_STOCK_ALERT, (api) => new SubscribeStockAlert(api), [PRODUCT_ALERT_API]);
  bindFactory(container, LIST_STOCK_ALERTS, (api) => new ListStockAlerts(api), [PRODUCT_ALERT_API]);
  bindFactory(container, REMOVE_STOCK_ALERT, (api) => new RemoveStockAlert(api), [PRODUCT_ALERT_API]);
}

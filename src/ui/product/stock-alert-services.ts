import type { SubscribeStockAlertInput, SubscribeStockAlertResult } from '../../application/alerts/subscribe-stock-alert';

/** A sold-out size's "tell me when it is back" form. */
export interface StockAlertServices {
  subscribeStockAlert(input: SubscribeStockAlertInput): Promise<SubscribeStockAlertResult>;
}

/** Typed tokens of the stock-alert use cases (bound in alerts-bindings.ts). */
import type { ListStockAlerts, RemoveStockAlert } from '../../application/alerts/manage-stock-alerts';
import type { SubscribeStockAlert } from '../../application/alerts/subscribe-stock-alert';
import { token } from '../../application/ports/token';

export const SUBSCRIBE_STOCK_ALERT = token<SubscribeStockAlert>('SubscribeStockAlert');
export const LIST_STOCK_ALERTS = token<ListStockAlerts>('ListStockAlerts');
export const REMOVE_STOCK_ALERT = token<RemoveStockAlert>('RemoveStockAlert');

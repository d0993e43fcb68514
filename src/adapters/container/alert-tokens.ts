/** Typed tokens of the stock-alert and mail-outbox ports and use cases (bound in alert-bindings.ts). */
import type { ListStockAlerts, RemoveStockAlert } from '../../application/alerts/manage-stock-alerts';
import type { SubscribeStockAlert } from '../../application/alerts/subscribe-stock-alert';
import type { ReadOutbox } from '../../application/mail/read-outbox';
import { MAIL_OUTBOX as MAIL_OUTBOX_SYMBOL, type MailOutbox } from '../../application/ports/mail-outbox';
import { PRODUCT_ALERT_API as PRODUCT_ALERT_API_SYMBOL, type ProductAlertApi } from '../../application/ports/product-alert-api';
import type { Token } from './tokens';

// Built here rather than with tokens.ts's `token()`: tokens.ts re-exports this module (see basket-tokens.ts).
const token = <T>(name: string): Token<T> => Symbol.for(name) as Token<T>;

export const PRODUCT_ALERT_API = PRODUCT_ALERT_API_SYMBOL as Token<ProductAlertApi>;
export const SUBSCRIBE_STOCK_ALERT = token<SubscribeStockAlert>('SubscribeStockAlert');
export const LIST_STOCK_ALERTS = token<ListStockAlerts>('ListStockAlerts');
export const REMOVE_STOCK_ALERT = token<RemoveStockAlert>('RemoveStockAlert');

/** CLI only (the file outbox needs the file system). */
export const MAIL_OUTBOX = MAIL_OUTBOX_SYMBOL as Token<MailOutbox>;
export const READ_OUTBOX = token<ReadOutbox>('ReadOutbox');

/** Typed tokens of the checkout, orders and support use cases (bound in checkout-bindings.ts). */
import type { ChooseCarrier } from '../../application/checkout/choose-carrier';
import type { ChooseRelayPoint } from '../../application/checkout/choose-relay-point';
import type { ChooseShippingAddress } from '../../application/checkout/choose-shipping-address';
import type { CompletePayment } from '../../application/checkout/complete-payment';
import type { FindRelayPoints } from '../../application/checkout/find-relay-points';
import type { FinishCheckout } from '../../application/checkout/finish-checkout';
import type { ListCarriers } from '../../application/checkout/list-carriers';
import type { PlaceOrder } from '../../application/checkout/place-order';
import type { CancelOrder, DeliverOrder, ListAdminOrders, MarkOrderPaid, ShipOrder, ShowAdminOrder } from '../../application/orders/admin-orders';
import type { DownloadBill, DownloadPurchaseOrder } from '../../application/orders/download-documents';
import type { GetBalance } from '../../application/orders/get-balance';
import type { GetOrder } from '../../application/orders/get-order';
import type { ListOrders } from '../../application/orders/list-orders';
import { token } from '../../application/ports/token';

export const LIST_CARRIERS = token<ListCarriers>('ListCarriers');
export const FIND_RELAY_POINTS = token<FindRelayPoints>('FindRelayPoints');
export const CHOOSE_SHIPPING_ADDRESS = token<ChooseShippingAddress>('ChooseShippingAddress');
export const CHOOSE_RELAY_POINT = token<ChooseRelayPoint>('ChooseRelayPoint');
export const CHOOSE_CARRIER = token<ChooseCarrier>('ChooseCarrier');
export const PLACE_ORDER = token<PlaceOrder>('PlaceOrder');
export const COMPLETE_PAYMENT = token<CompletePayment>('CompletePayment');
export const FINISH_CHECKOUT = token<FinishCheckout>('FinishCheckout');

export const LIST_ORDERS = token<ListOrders>('ListOrders');
export const GET_ORDER = token<GetOrder>('GetOrder');
export const DOWNLOAD_BILL = token<DownloadBill>('DownloadBill');
export const DOWNLOAD_PURCHASE_ORDER = token<DownloadPurchaseOrder>('DownloadPurchaseOrder');
export const GET_BALANCE = token<GetBalance>('GetBalance');

export const LIST_ADMIN_ORDERS = token<ListAdminOrders>('ListAdminOrders');
export const SHOW_ADMIN_ORDER = token<ShowAdminOrder>('ShowAdminOrder');
export const SHIP_ORDER = token<ShipOrder>('ShipOrder');
export const DELIVER_ORDER = token<DeliverOrder>('DeliverOrder');
export const MARK_ORDER_PAID = token<MarkOrderPaid>('MarkOrderPaid');
export const CANCEL_ORDER = token<CancelOrder>('CancelOrder');

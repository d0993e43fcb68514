import type { Container } from 'inversify';
import { ChooseCarrier } from '../../application/checkout/choose-carrier';
import { ChooseRelayPoint } from '../../application/checkout/choose-relay-point';
import { ChooseShippingAddress } from '../../application/checkout/choose-shipping-address';
import { CompletePayment } from '../../application/checkout/complete-payment';
import { FindRelayPoints } from '../../application/checkout/find-relay-points';
import { FinishCheckout } from '../../application/checkout/finish-checkout';
import { ListCarriers } from '../../application/checkout/list-carriers';
import { PlaceOrder } from '../../application/checkout/place-order';
import { CancelOrder, DeliverOrder, ListAdminOrders, MarkOrderPaid, ShipOrder, ShowAdminOrder } from '../../application/orders/admin-orders';
import { DownloadBill, DownloadPurchaseOrder } from '../../application/orders/download-documents';
import { GetBalance } from '../../application/orders/get-balance';
import { GetOrder } from '../../application/orders/get-order';
import { ListOrders } from '../../application/orders/list-orders';
import { ACCOUNT_API } from '../../application/ports/accounts-api';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { BASKET_REPOSITORY } from '../../application/ports/basket-repository';
import { CHECKOUT_API, type CheckoutApi } from '../../application/ports/checkout-api';
import { ADMIN_ORDERS_API, ORDERS_API, type AdminOrdersApi, type OrdersApi } from '../../application/ports/orders-api';
import { REQUEST_CONTEXT } from '../../application/ports/request-context';
import { API_CLIENT } from '../http/api-client';
import { HttpAdminOrdersApi } from '../http/http-admin-orders-api';
import { HttpCheckoutApi } from '../http/http-checkout-api';
import { HttpOrdersApi } from '../http/http-orders-api';
import { RECALCULATE_BASKET } from './basket-tokens';
import { bindFactory, bindValue } from './bind';
import {
  CANCEL_ORDER, CHOOSE_CARRIER, CHOOSE_RELAY_POINT, CHOOSE_SHIPPING_ADDRESS, COMPLETE_PAYMENT, DELIVER_ORDER, DOWNLOAD_BILL,
  DOWNLOAD_PURCHASE_ORDER, FIND_RELAY_POINTS, FINISH_CHECKOUT, GET_BALANCE, GET_ORDER, LIST_ADMIN_ORDERS, LIST_CARRIERS, LIST_ORDERS,
  MARK_ORDER_PAID, PLACE_ORDER, SHIP_ORDER, SHOW_ADMIN_ORDER,
} from './checkout-tokens';

export interface CheckoutAdapters {
  /** Replace the HTTP adapters (tests, offline runs). */
  checkoutApi?: CheckoutApi;
  ordersApi?: OrdersApi;
  adminOrdersApi?: AdminOrdersApi;
}

/**
 * Steps 2 to 4 of the tunnel, the order history and the support calls (docs/checkout-api.md).
 * The checkout choices and the attempt key live in the stored basket; needs the core and
 * account bindings.
 */
export function bindCheckout(container: Container, adapters: CheckoutAdapters = {}): Container {
  if (adapters.checkoutApi) bindValue(container, CHECKOUT_API, adapters.checkoutApi);
  else bindFactory(container, CHECKOUT_API, (client) => new HttpCheckoutApi(client), [API_CLIENT]);
  if (adapters.ordersApi) bindValue(container, ORDERS_API, adapters.ordersApi);
  else bindFactory(container, ORDERS_API, (client) => new HttpOrdersApi(client), [API_CLIENT]);
  if (adapters.adminOrdersApi) bindValue(container, ADMIN_ORDERS_API, adapters.adminOrdersApi);
  else bindFactory(container, ADMIN_ORDERS_API, (client) => new HttpAdminOrdersApi(client), [API_CLIENT]);

  const choices = [CHECKOUT_API, BASKET_REPOSITORY, REQUEST_CONTEXT] as const;
  bindFactory(container, LIST_CARRIERS, (api, repository, context) => new ListCarriers(api, repository, context), choices);
  bindFactory(container, FIND_RELAY_POINTS, (api, repository, context) => new FindRelayPoints(api, repository, context), choices);
  bindFactory(
    container,
    CHOOSE_SHIPPING_ADDRESS,
    (account, tokens, repository, recalculate) => new ChooseShippingAddress(account, tokens, repository, recalculate),
    [ACCOUNT_API, AUTH_TOKEN_STORE, BASKET_REPOSITORY, RECALCULATE_BASKET],
  );
  bindFactory(container, CHOOSE_RELAY_POINT, (find, repository, recalculate) => new ChooseRelayPoint(find, repository, recalculate), [FIND_RELAY_POINTS, BASKET_REPOSITORY, RECALCULATE_BASKET]);
  bindFactory(container, CHOOSE_CARRIER, (carriers, repository) => new ChooseCarrier(carriers, repository), [LIST_CARRIERS, BASKET_REPOSITORY]);
  bindFactory(
    container,
    PLACE_ORDER,
    (api, tokens, repository, context, recalculate) => new PlaceOrder(api, tokens, repository, context, recalculate),
    [CHECKOUT_API, AUTH_TOKEN_STORE, BASKET_REPOSITORY, REQUEST_CONTEXT, RECALCULATE_BASKET],
  );
  bindFactory(container, COMPLETE_PAYMENT, (api, tokens, repository) => new CompletePayment(api, tokens, repository), [CHECKOUT_API, AUTH_TOKEN_STORE, BASKET_REPOSITORY]);
  bindFactory(container, FINISH_CHECKOUT, (orders, tokens, repository) => new FinishCheckout(orders, tokens, repository), [ORDERS_API, AUTH_TOKEN_STORE, BASKET_REPOSITORY]);

  const mine = [ORDERS_API, AUTH_TOKEN_STORE] as const;
  bindFactory(container, LIST_ORDERS, (orders, tokens) => new ListOrders(orders, tokens), mine);
  bindFactory(container, GET_ORDER, (orders, tokens) => new GetOrder(orders, tokens), mine);
  bindFactory(container, DOWNLOAD_BILL, (orders, tokens) => new DownloadBill(orders, tokens), mine);
  bindFactory(container, DOWNLOAD_PURCHASE_ORDER, (orders, tokens) => new DownloadPurchaseOrder(orders, tokens), mine);
  bindFactory(container, GET_BALANCE, (orders, tokens) => new GetBalance(orders, tokens), mine);

  const support = [ADMIN_ORDERS_API, AUTH_TOKEN_STORE] as const;
  bindFactory(container, LIST_ADMIN_ORDERS, (admin, tokens) => new ListAdminOrders(admin, tokens), support);
  bindFactory(container, SHOW_ADMIN_ORDER, (admin, tokens) => new ShowAdminOrder(admin, tokens), support);
  bindFactory(container, SHIP_ORDER, (admin, tokens) => new ShipOrder(admin, tokens), support);
  bindFactory(container, DELIVER_ORDER, (admin, tokens) => new DeliverOrder(admin, tokens), support);
  bindFactory(container, MARK_ORDER_PAID, (admin, tokens) => new MarkOrderPaid(admin, tokens), support);
  bindFactory(container, CANCEL_ORDER, (admin, tokens) => new CancelOrder(admin, tokens), support);
  return container;
}

/** Every checkout and orders use case wired on in-memory adapters (a signed-in shop), for tests that assert on state. */
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
import type { Balance } from '../../application/ports/orders-api';
import type { RequestContext } from '../../application/ports/request-context';
import { DEMO_PASSWORD, demoCustomers } from './accounts-fixtures';
import { accountsTestbed } from './accounts-testbed';
import type { InMemoryCustomer } from './in-memory-accounts';
import { InMemoryCheckoutApi, InMemoryOrders } from './in-memory-orders';
import { InMemoryAdminOrdersApi, InMemoryOrdersApi } from './in-memory-orders-api';

export interface CheckoutTestbedOptions {
  /** The balance answered per customer id (vouchers and credits). */
  balances?: Record<number, Balance>;
  /** Attempt keys to hand out first (then `attempt-key-000001`, …). */
  keys?: string[];
}

export function checkoutTestbed(options: CheckoutTestbedOptions = {}) {
  const support: InMemoryCustomer = { profile: { id: 3, email: 'support@example.com', firstName: 'Sacha', lastName: 'Support', civility: 3, birthday: null, newsletter: false, roles: ['customer', 'support'] }, password: DEMO_PASSWORD, addresses: [], cards: [], wishes: [] };
  const t = accountsTestbed({ data: { customers: [...demoCustomers(), support] } });
  const { basket, tokens, accounts } = t;
  const caller = () => accounts.signedIn(tokens).customer;
  const shop = new InMemoryOrders(basket.api);
  const checkoutApi = new InMemoryCheckoutApi(shop, caller);
  const ordersApi = new InMemoryOrdersApi(shop, caller, options.balances);
  const adminApi = new InMemoryAdminOrdersApi(shop, caller, () => accounts.customers);
  const context: RequestContext = { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 };
  const keys = [...(options.keys ?? [])];
  let made = 0;
  // Predictable keys by default, so tests can tell one attempt from the next.
  const newKey = () => keys.shift() ?? `attempt-key-${String(++made).padStart(6, '0')}`;
  const repository = basket.repository;
  const listCarriers = new ListCarriers(checkoutApi, repository, context);
  const findRelayPoints = new FindRelayPoints(checkoutApi, repository, context);
  return {
    ...t, shop, checkoutApi, ordersApi, adminApi, repository,
    listCarriers,
    findRelayPoints,
    chooseShippingAddress: new ChooseShippingAddress(t.accountApi, tokens, repository, basket.recalculate),
    chooseRelayPoint: new ChooseRelayPoint(findRelayPoints, repository, basket.recalculate),
    chooseCarrier: new ChooseCarrier(listCarriers, repository),
    placeOrder: new PlaceOrder(checkoutApi, tokens, repository, context, basket.recalculate, newKey),
    completePayment: new CompletePayment(checkoutApi, tokens, repository),
    finishCheckout: new FinishCheckout(ordersApi, tokens, repository),
    listOrders: new ListOrders(ordersApi, tokens),
    getOrder: new GetOrder(ordersApi, tokens),
    downloadBill: new DownloadBill(ordersApi, tokens),
    downloadPurchaseOrder: new DownloadPurchaseOrder(ordersApi, tokens),
    getBalance: new GetBalance(ordersApi, tokens),
    listAdminOrders: new ListAdminOrders(adminApi, tokens),
    showAdminOrder: new ShowAdminOrder(adminApi, tokens),
    shipOrder: new ShipOrder(adminApi, tokens),
    deliverOrder: new DeliverOrder(adminApi, tokens),
    markOrderPaid: new MarkOrderPaid(adminApi, tokens),
    cancelOrder: new CancelOrder(adminApi, tokens),
  };
}

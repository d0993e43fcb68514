import type { ChooseCarrier } from '../../application/checkout/choose-carrier';
import type { ChooseRelayPoint } from '../../application/checkout/choose-relay-point';
import type { ChooseShippingAddress } from '../../application/checkout/choose-shipping-address';
import type { CompletePayment } from '../../application/checkout/complete-payment';
import type { FindRelayPoints } from '../../application/checkout/find-relay-points';
import type { FinishCheckout } from '../../application/checkout/finish-checkout';
import type { ListCarriers } from '../../application/checkout/list-carriers';
import type { PlaceOrder } from '../../application/checkout/place-order';
import type { DownloadBill, DownloadPurchaseOrder } from '../../application/orders/download-documents';
import type { GetBalance } from '../../application/orders/get-balance';
import type { GetOrder } from '../../application/orders/get-order';
import type { ListOrders } from '../../application/orders/list-orders';
import type { ReturnsUseCases } from '../returns/returns-services';
import type { GiftcardUseCases } from '../giftcards/giftcard-services';

/** Steps 2 to 4 of the tunnel (docs/checkout-api.md). */
export interface CheckoutUseCases {
  listCarriers: ListCarriers;
  findRelayPoints: FindRelayPoints;
  chooseShippingAddress: ChooseShippingAddress;
  chooseRelayPoint: ChooseRelayPoint;
  chooseCarrier: ChooseCarrier;
  placeOrder: PlaceOrder;
  completePayment: CompletePayment;
  finishCheckout: FinishCheckout;
  getBalance: GetBalance;
}

/** The order history and its documents. */
export interface OrdersUseCases {
  listOrders: ListOrders;
  getOrder: GetOrder;
  downloadBill: DownloadBill;
  downloadPurchaseOrder: DownloadPurchaseOrder;
}

export interface CheckoutServices {
  /** Browser only: the server renders the tunnel's frame without the customer's data. */
  useCases(): Promise<CheckoutUseCases & OrdersUseCases & ReturnsUseCases & GiftcardUseCases>;
}

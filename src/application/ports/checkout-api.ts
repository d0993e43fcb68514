import type { Carrier } from '../../domain/catalogue/carrier';
import type { PaymentReturn, PlacedOrder, PlaceOrderRequest } from '../../domain/orders/order';
import type { RelayPoint } from '../../domain/orders/relay-point';
import { token } from './token';

/**
 * Steps 2 and 3 of the tunnel (docs/checkout-api.md): the carriers of a destination, relay points
 * near a place, placing the order (one idempotency key per attempt) and the bank's return.
 */
export interface CheckoutApi {
  /** `amount`: goods after the promotion, euros. */
  carriers(country: string, amount: number): Promise<Carrier[]>;
  relayPoints(country: string, query: string): Promise<RelayPoint[]>;
  placeOrder(request: PlaceOrderRequest, idempotencyKey: string): Promise<PlacedOrder>;
  paymentReturn(orderId: number): Promise<PaymentReturn>;
}

export const CHECKOUT_API = token<CheckoutApi>('CheckoutApi');

import type { Carrier } from '../../domain/catalogue/carrier';
import type { PaymentReturn, PlacedOrder, PlaceOrderRequest } from '../../domain/orders/order';
import type { RelayPoint } from '../../domain/orders/relay-point';
import type { CheckoutApi } from '../../application/ports/checkout-api';
import type { HttpApiClient } from './api-client';

/** Steps 2 and 3 of docs/checkout-api.md; the placing call carries the attempt's `Idempotency-Key`. */
export class HttpCheckoutApi implements CheckoutApi {
  constructor(private readonly client: HttpApiClient) {}

  async carriers(country: string, amount: number): Promise<Carrier[]> {
    return (await this.client.get<Carrier[] | undefined>('checkout/carriers', { searchParams: { country, amount } })) ?? [];
  }

  async relayPoints(country: string, query: string): Promise<RelayPoint[]> {
    return (await this.client.get<RelayPoint[] | undefined>('checkout/relay-points', { searchParams: { country, q: query } })) ?? [];
  }

  placeOrder(request: PlaceOrderRequest, idempotencyKey: string): Promise<PlacedOrder> {
    return this.client.post('secure/checkout/orders', request, { headers: { 'Idempotency-Key': idempotencyKey } });
  }

  paymentReturn(orderId: number): Promise<PaymentReturn> {
    return this.client.post(`secure/orders/${orderId}/payment-return`, {});
  }
}

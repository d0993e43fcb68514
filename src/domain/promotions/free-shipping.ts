/** A promotion's free shipping: the carrier as quoted, at 0 (the threshold and dates untouched). */
import type { Carrier } from '../catalogue/carrier';

export function freeOfCharge(carrier: Carrier): Carrier {
  return { ...carrier, price: { ...carrier.price, freeShipping: true, priceWithDuty: 0, priceWithoutDuty: 0 } };
}

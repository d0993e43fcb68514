/** SPEC §3 client basket state: lines, promotion, server totals and the checkout choices. */
import type { Carrier } from '../catalogue/carrier';
import type { AppliedPromotion, BasketPromotion, DeclinedPromotion, Device, RemovalReason } from './basket-detail';

/** SPEC §3 "Basket line (client)" `info`: the product as the shopper saw it. Prices are unit prices in euros. */
export interface LineProduct {
  id: number;
  /** For display; the server answer carries no names. */
  name: string | null;
  price: number;
  originPrice: number | null;
  /** Stock the shopper can still buy. */
  quantity: number;
  pictures: { url: string; default: boolean }[];
}

export interface LineSize {
  id: number;
  /** Stock of this size. */
  quantity: number;
  /** For display (M, 42, TU). */
  label: string | null;
}

export interface BasketLine {
  info: LineProduct;
  size: LineSize;
  quantity: number;
}

/** A code typed by the shopper, before the server said whether it applies. */
export type PromotionState = { status: 'pending'; code: string } | { status: 'valid'; code: string; detail: BasketPromotion };

/** What the last server answer said about the basket (SPEC §3 "Basket" totals). */
export interface BasketTotals {
  /** Goods after the promotion, with duty (euros). */
  price: number;
  dutyFreePrice: number;
  priceWithDefaultCarrier: number;
  /** Grams. */
  weight: number;
  countryIsoCode: string;
  device: Device;
  defaultCarrier: Carrier;
  /** Every promotion applied (automatic ones and the code) and those the shopper could still get (issue 34). */
  promotions?: { applied: AppliedPromotion[]; declined: DeclinedPromotion[] };
}

/** SPEC §3 "Address" (the fields the basket keeps). */
export interface ShippingAddress {
  id: number;
  label?: string | null;
  civility?: number | null;
  lastName: string;
  firstName: string;
  street: string;
  streetDetails?: string | null;
  zipCode: string;
  city: string;
  state?: string | null;
  countryIsoCode2: string;
  countryName?: string | null;
  phoneNumber?: string | null;
  company?: string | null;
}

export interface RelayPoint {
  id: string;
  name: string;
  street: string;
  zipCode: string;
  city: string;
  countryIsoCode2: string;
}

/** SPEC §3: the carrier chosen at the shipping step: price.amount in cents, shippingDeliveryDate.deliveryDate. */
export interface ChosenCarrier {
  id: number;
  code: string;
  type: string;
  /** For display (absent in baskets stored before the shipping step existed). */
  name?: string;
  price: { amount: number };
  shippingDeliveryDate: { deliveryDate: string };
}

export interface OrderRef {
  id: number;
  reference?: string;
}

/**
 * One try at placing the order (docs/checkout-api.md): its idempotency key, made once and kept
 * until the attempt ends, so a retry, a double click or a reload sends the same key; `request`
 * fingerprints what the key was made for (another request is another attempt).
 */
export interface CheckoutAttempt {
  key: string;
  request: string;
}

/** Vouchers and credits used at payment: amounts in euros. */
export interface Deduction {
  id?: number;
  code?: string;
  amount: number;
}

export interface BasketState {
  lines: BasketLine[];
  promotion: PromotionState | null;
  /** The last refused code and the server's message (SPEC §4: cleared by any change). */
  refusedPromotion: { code: string; message: string } | null;
  totals: BasketTotals | null;
  /** Delivery country chosen by the shopper; null: the store's country. */
  countryIsoCode: string | null;
  shippingAddress: ShippingAddress | null;
  relayPoint: RelayPoint | null;
  carrier: ChosenCarrier | null;
  order: OrderRef | null;
  /** The order being placed; null between attempts. */
  attempt: CheckoutAttempt | null;
  vouchers: Deduction[];
  credits: Deduction[];
  /** Euros; from the store, not kept in browser storage (SPEC §3). */
  freeShippingAmount: number | null;
  /** A change waits for the server's recalculation. */
  loading: boolean;
  /** The last recalculation failed. */
  error: boolean;
}

/** What a server answer changed that the shopper should be told about. */
export type BasketNotice =
  | { kind: 'quantity-capped'; productId: number; sizeId: number; requested: number; available: number }
  | { kind: 'line-removed'; productId: number; sizeId: number; reason: 'out-of-stock' | RemovalReason }
  | { kind: 'promotion-refused'; code: string; message: string };

export const lineKey = (productId: number, sizeId: number): string => `${productId}:${sizeId}`;

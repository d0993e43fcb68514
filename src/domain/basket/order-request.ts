/**
 * What step 3 sends to place the order (docs/checkout-api.md "Placing body"), built from the
 * stored basket and its checkout choices; and what a carrier offer becomes once chosen.
 */
import type { Carrier } from '../catalogue/carrier';
import type { PaymentMethod, PlaceOrderRequest } from '../orders/order';
import type { Basket } from './basket';
import { RELAY_CARRIER_TYPE } from './basket';
import type { Device } from './basket-detail';
import type { ChosenCarrier } from './basket-types';

/** The shopper's payment choice at step 3. */
export interface PaymentChoice {
  method: PaymentMethod;
  /** A saved card (card or instalments4 only). */
  cardId?: number;
  /** Keep a new card in the card book. */
  saveCard?: boolean;
  /** With a method other than balance: vouchers and credits pay what they can, the method the rest. */
  useBalance?: boolean;
}

/** What is missing before an order can be placed, in the order the tunnel asks for it. */
export type MissingChoice = 'lines' | 'total' | 'delivery' | 'carrier' | 'carrier-mismatch' | 'terms' | 'card-with-method';

export type OrderRequestBuild = { ok: true; request: PlaceOrderRequest } | { ok: false; missing: MissingChoice };

/** A relay carrier goes with a relay point, home and express carriers with an address. */
export function carrierFits(carrierType: string, mode: 'home' | 'relay'): boolean {
  return (carrierType === RELAY_CARRIER_TYPE) === (mode === 'relay');
}

export function placeOrderRequest(
  basket: Basket,
  choice: { payment: PaymentChoice; acceptTerms: boolean; device: Device; billingAddressId?: number },
): OrderRequestBuild {
  const { state } = basket;
  if (basket.isEmpty) return { ok: false, missing: 'lines' };
  // The shopper must have seen a total: the shop refuses the order if its own differs.
  const total = basket.amounts().total;
  if (total === null) return { ok: false, missing: 'total' };
  const mode = basket.deliveryMode;
  if (!mode) return { ok: false, missing: 'delivery' };
  if (!state.carrier) return { ok: false, missing: 'carrier' };
  if (!carrierFits(state.carrier.type, mode)) return { ok: false, missing: 'carrier-mismatch' };
  if (!choice.acceptTerms) return { ok: false, missing: 'terms' };
  const { method, cardId, saveCard, useBalance } = choice.payment;
  if (cardId !== undefined && method !== 'card' && method !== 'instalments4') return { ok: false, missing: 'card-with-method' };
  const request: PlaceOrderRequest = {
    basketItems: state.lines.map((line) => ({ productId: line.info.id, productSizeId: line.size.id, quantity: line.quantity })),
    basketPromotion: state.promotion ? { code: state.promotion.code } : null,
    device: choice.device,
    shipping: mode === 'relay' ? { relayPointId: state.relayPoint!.id } : { addressId: state.shippingAddress!.id },
    carrierId: state.carrier.id,
    ...(choice.billingAddressId !== undefined ? { billingAddressId: choice.billingAddressId } : {}),
    payment: {
      method,
      ...(cardId !== undefined ? { cardId } : {}),
      ...(cardId === undefined && saveCard ? { saveCard: true } : {}),
      ...(useBalance && method !== 'balance' ? { useBalance: true } : {}),
    },
    acceptTerms: true,
    // The total last shown, even when a change waits to be priced: a stale one is refused
    // (409 price-changed), never charged.
    expectedTotal: total,
  };
  return { ok: true, request };
}

/**
 * A short fingerprint of a request (FNV-1a over its JSON): the attempt key is kept while the
 * request stays the same, and a different request (another means, another address) starts a new
 * attempt instead of being refused by the shop as a reused key.
 */
export function requestFingerprint(request: PlaceOrderRequest): string {
  const text = JSON.stringify(request);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}-${text.length}`;
}

/** A carrier offer (SPEC §3 "Default carrier", cents) as the basket keeps it once chosen. */
export function chosenCarrier(carrier: Carrier): ChosenCarrier {
  return {
    id: carrier.id,
    code: carrier.code,
    type: carrier.type,
    name: carrier.name,
    price: { amount: carrier.price.freeShipping ? 0 : carrier.price.priceWithDuty },
    shippingDeliveryDate: { deliveryDate: carrier.deliveryDate.deliveryDate },
  };
}


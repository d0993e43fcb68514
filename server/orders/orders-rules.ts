/**
 * Rules of placing an order that need no database: the idempotency key's shape, the request's
 * fingerprint (the same key with another request is refused), and which payment means a total
 * allows (docs/checkout-api.md "Placing body").
 */
import { createHash } from 'node:crypto';
import { INSTALMENTS_MINIMUM_CENTS, type PaymentMethod } from '../../src/domain/orders/order';
import type { Cents } from '../../src/domain/money/money';
import { partialPayment } from '../../src/domain/orders/balance';
import type { ShippingType } from '../../src/domain/catalogue/carrier';
import type { OrderTextKey } from './orders-texts';

/** 16–100 of `[A-Za-z0-9_-]`: a UUID or a random token made once per attempt by the client. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY.test(value);
}

/** JSON with object keys sorted at every level: two bodies that mean the same give the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 hex of the canonical body (orders.request_hash). */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export interface PaymentChoice {
  method: PaymentMethod;
  cardId?: number;
  saveCard?: boolean;
  /** With a method other than balance: vouchers and credits pay what they can, the method the rest. */
  useBalance?: boolean;
}

export type PaymentRefusal = { key: OrderTextKey; values?: Record<string, string> } | null;

/** What the balance pays of `total` for this choice: all of it (balance), what it can (`useBalance`), or nothing. */
export function balanceShare(choice: PaymentChoice, total: Cents, usableBalance: Cents): Cents {
  if (choice.method === 'balance') return total;
  return choice.useBalance === true ? partialPayment(usableBalance, total).balance : 0;
}

/**
 * Whether `choice` may pay `total` cents: a saved card only with a card payment, payment in 4 from
 * INSTALMENTS_MINIMUM_CENTS (of what the method pays, once the balance took its share), the
 * balance alone only when it covers the whole total, and a balance that covers it all only as
 * the balance means (10), not beside another method.
 */
export function refusePayment(choice: PaymentChoice, total: Cents, usableBalance: Cents): PaymentRefusal {
  if (choice.cardId !== undefined && choice.method !== 'card' && choice.method !== 'instalments4') return { key: 'cardNotForMethod' };
  if (choice.method === 'balance') return usableBalance < total ? { key: 'balanceTooLow' } : null;
  const rest = total - balanceShare(choice, total, usableBalance);
  if (choice.useBalance === true && rest === 0) return { key: 'balanceCovers' };
  if (choice.method === 'instalments4' && rest < INSTALMENTS_MINIMUM_CENTS) return { key: 'instalmentsMinimum' };
  return null;
}

/** A relay carrier needs a relay point; home and express need an address. */
export function refuseCarrierType(type: ShippingType | string, shipping: 'address' | 'relay'): PaymentRefusal {
  if (type === 'point_relais' && shipping !== 'relay') return { key: 'carrierNeedsRelay' };
  if (type !== 'point_relais' && shipping === 'relay') return { key: 'carrierNeedsAddress' };
  return null;
}

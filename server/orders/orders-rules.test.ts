import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/domain/store/locales';
import { ORDER_STATUSES } from '../../src/domain/orders/order';
import { balanceShare, canonicalJson, isIdempotencyKey, refuseCarrierType, refusePayment, requestHash } from './orders-rules';
import { STATUS_LABELS, orderText } from './orders-texts';
import { hasBill } from './orders-view';
import { PaymentMethodSchema, StatusSchema } from './orders-schemas';

describe('idempotency', () => {
  it('takes 16 to 100 of [A-Za-z0-9_-]', () => {
    expect(isIdempotencyKey('a'.repeat(16))).toBe(true);
    expect(isIdempotencyKey('3f1c2b9e-0a4d-4c1e-9b7a-2d9e8f7a6b5c')).toBe(true);
    expect(isIdempotencyKey('a'.repeat(15))).toBe(false);
    expect(isIdempotencyKey('a'.repeat(101))).toBe(false);
    expect(isIdempotencyKey('aaaaaaaaaaaaaaaa ')).toBe(false);
    expect(isIdempotencyKey(undefined)).toBe(false);
  });

  it('fingerprints a body whatever the order of its keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }], e: undefined })).toBe('{"a":[{"c":null,"d":2}],"b":1}');
    expect(requestHash({ a: 1, b: { c: 2 } })).toBe(requestHash({ b: { c: 2 }, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
    expect(requestHash({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('payment means', () => {
  it('offers 4× from 150 €, the balance only when it covers the total, a saved card only to pay by card', () => {
    expect(refusePayment({ method: 'instalments4' }, 14999, 0)).toEqual({ key: 'instalmentsMinimum' });
    expect(refusePayment({ method: 'instalments4' }, 15000, 0)).toBeNull();
    expect(refusePayment({ method: 'balance' }, 5001, 5000)).toEqual({ key: 'balanceTooLow' });
    expect(refusePayment({ method: 'balance' }, 5000, 5000)).toBeNull();
    expect(refusePayment({ method: 'transfer', cardId: 3 }, 1000, 0)).toEqual({ key: 'cardNotForMethod' });
    expect(refusePayment({ method: 'card', cardId: 3 }, 1000, 0)).toBeNull();
  });

  it('lets vouchers and credits pay part of the total beside another method, never all of it', () => {
    expect(balanceShare({ method: 'card', useBalance: true }, 8000, 3000)).toBe(3000);
    expect(balanceShare({ method: 'card' }, 8000, 3000)).toBe(0);
    expect(balanceShare({ method: 'balance' }, 8000, 9000)).toBe(8000);
    expect(refusePayment({ method: 'card', useBalance: true }, 8000, 3000)).toBeNull();
    expect(refusePayment({ method: 'card', useBalance: true }, 8000, 0)).toBeNull();
    expect(refusePayment({ method: 'card', useBalance: true }, 8000, 8000)).toEqual({ key: 'balanceCovers' });
    expect(refusePayment({ method: 'transfer', useBalance: true }, 8000, 9000)).toEqual({ key: 'balanceCovers' });
    expect(refusePayment({ method: 'balance', useBalance: true }, 8000, 9000)).toBeNull();
    // Payment in 4 counts what the card pays.
    expect(refusePayment({ method: 'instalments4', useBalance: true }, 20000, 6000)).toEqual({ key: 'instalmentsMinimum' });
    expect(refusePayment({ method: 'instalments4', useBalance: true }, 20000, 5000)).toBeNull();
  });

  it('matches the carrier type and the shipping choice', () => {
    expect(refuseCarrierType('point_relais', 'address')).toEqual({ key: 'carrierNeedsRelay' });
    expect(refuseCarrierType('home', 'relay')).toEqual({ key: 'carrierNeedsAddress' });
    expect(refuseCarrierType('express', 'relay')).toEqual({ key: 'carrierNeedsAddress' });
    expect(refuseCarrierType('express', 'address')).toBeNull();
    expect(refuseCarrierType('point_relais', 'relay')).toBeNull();
  });
});

describe('words', () => {
  it('names the six statuses in the six languages', () => {
    for (const status of ORDER_STATUSES) {
      const labels = LOCALE_CODES.map((locale) => STATUS_LABELS[status][locale]);
      expect(labels.every((label) => label.length > 0)).toBe(true);
      expect(new Set(labels).size).toBeGreaterThan(3);
    }
  });

  it("keeps SPEC §8's French wording and fills placeholders", () => {
    expect(orderText('countryNotDeliverable', 'fr')).toBe("Ce pays n'est pas disponible à la livraison.");
    expect(orderText('stock', 'en', { items: 'Tee (M)' })).toBe('Not enough stock left for: Tee (M).');
  });
});

describe('order shapes', () => {
  it('has a bill from payment on, never before nor when cancelled', () => {
    expect(ORDER_STATUSES.filter(hasBill)).toEqual(['paid', 'preparing', 'shipped', 'delivered']);
  });

  it('spells out the same statuses and methods as the domain', () => {
    expect(StatusSchema.anyOf.map((schema: { const: string }) => schema.const)).toEqual([...ORDER_STATUSES]);
    expect(PaymentMethodSchema.anyOf.map((schema: { const: string }) => schema.const).sort()).toEqual(['balance', 'card', 'cheque', 'instalments4', 'paypal', 'transfer']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  canMoveReturn, checkReturnComment, checkReturnForm, creditExpiry, holdsQuantities, refundAmount, refundTypeOf, refuseReturnWindow,
  RETURN_FEE_CENTS, returnableQuantity, returnDeadline, returnedLineValue, returnFee, returnIdOf, returnProductLabel, returnReference, splitRefund,
  type ReturnChoice,
} from './returns';

const delivered = new Date('2026-11-10T15:30:00.000Z');

describe('the 14-day window', () => {
  it('ends 14 days after delivery, to the millisecond', () => {
    expect(returnDeadline(delivered).toISOString()).toBe('2026-11-24T15:30:00.000Z');
    expect(refuseReturnWindow('delivered', delivered, new Date('2026-11-24T15:30:00.000Z'))).toBeNull();
    expect(refuseReturnWindow('delivered', delivered, new Date('2026-11-24T15:30:00.001Z'))).toBe('window-closed');
    expect(refuseReturnWindow('delivered', delivered, delivered)).toBeNull();
  });

  it('needs a delivered order with its delivery date', () => {
    for (const status of ['awaiting_payment', 'paid', 'preparing', 'shipped', 'cancelled']) {
      expect(refuseReturnWindow(status, delivered, delivered)).toBe('not-delivered');
    }
    expect(refuseReturnWindow('delivered', null, delivered)).toBe('not-delivered');
  });
});

describe('quantities and statuses', () => {
  it('leaves bought minus returned, never below zero', () => {
    expect(returnableQuantity(3, 0)).toBe(3);
    expect(returnableQuantity(3, 2)).toBe(1);
    expect(returnableQuantity(3, 3)).toBe(0);
    expect(returnableQuantity(3, 5)).toBe(0);
  });

  it('holds quantities unless cancelled, and moves only along the allowed steps', () => {
    expect(holdsQuantities('waitClient')).toBe(true);
    expect(holdsQuantities('refused')).toBe(true);
    expect(holdsQuantities('accepted')).toBe(true);
    expect(holdsQuantities('cancelled')).toBe(false);
    expect(canMoveReturn('waitClient', 'received')).toBe(true);
    expect(canMoveReturn('waitClient', 'cancelled')).toBe(true);
    expect(canMoveReturn('waitClient', 'accepted')).toBe(false);
    expect(canMoveReturn('received', 'accepted')).toBe(true);
    expect(canMoveReturn('received', 'refused')).toBe(true);
    expect(canMoveReturn('received', 'cancelled')).toBe(false);
    expect(canMoveReturn('accepted', 'accepted')).toBe(false);
    expect(canMoveReturn('refused', 'accepted')).toBe(false);
    expect(canMoveReturn('cancelled', 'waitClient')).toBe(false);
  });

  it('knows the two refund types', () => {
    expect(refundTypeOf(1)).toBe('credit');
    expect(refundTypeOf(2)).toBe('refund');
    expect(refundTypeOf(0)).toBeNull();
    expect(refundTypeOf(3)).toBeNull();
  });
});

describe('money', () => {
  it('takes the 5.99 € fee unless every reason gives a free label', () => {
    expect(returnFee([{ transportLabelFree: false }])).toBe(RETURN_FEE_CENTS);
    expect(returnFee([{ transportLabelFree: true }, { transportLabelFree: false }])).toBe(599);
    expect(returnFee([{ transportLabelFree: true }, { transportLabelFree: true }])).toBe(0);
    expect(returnFee([])).toBe(599);
  });

  it('values a line at its price less its share of the discount, rounded to the cent', () => {
    expect(returnedLineValue(3990, 2, { goods: 13880, discount: 0 })).toBe(7980);
    // 10 % off 138.80: 2 × 39.90 = 79.80 → 71.82.
    expect(returnedLineValue(3990, 2, { goods: 13880, discount: 1388 })).toBe(7182);
    // 1/3 of 10.00 off 30.00: 10.00 → 6.666… → 6.67; the half-cent rounds up.
    expect(returnedLineValue(1000, 1, { goods: 3000, discount: 1000 })).toBe(667);
    expect(returnedLineValue(1001, 1, { goods: 2002, discount: 1 })).toBe(1001);
    expect(returnedLineValue(1000, 1, { goods: 0, discount: 0 })).toBe(1000);
  });

  it('gives back the value less the fee, never below zero', () => {
    expect(refundAmount(7980, 599)).toBe(7381);
    expect(refundAmount(500, 599)).toBe(0);
    expect(refundAmount(599, 599)).toBe(0);
    expect(refundAmount(1000, 0)).toBe(1000);
  });

  it('refunds through the provider up to what it took and was not refunded, the rest as a credit', () => {
    expect(splitRefund(5000, 8000, 0)).toEqual({ provider: 5000, credit: 0 });
    expect(splitRefund(5000, 8000, 5000)).toEqual({ provider: 3000, credit: 2000 });
    expect(splitRefund(5000, 0, 0)).toEqual({ provider: 0, credit: 5000 });
    expect(splitRefund(5000, 8000, 8000)).toEqual({ provider: 0, credit: 5000 });
    expect(splitRefund(5000, 8000, 9000)).toEqual({ provider: 0, credit: 5000 });
    expect(splitRefund(0, 8000, 0)).toEqual({ provider: 0, credit: 0 });
  });

  it('ends a credit one year later; 29 February ends on 28 February, 31 January on 31 January', () => {
    expect(creditExpiry(new Date('2026-11-25T10:00:00.000Z')).toISOString()).toBe('2027-11-25T10:00:00.000Z');
    expect(creditExpiry(new Date('2028-02-29T23:59:59.000Z')).toISOString()).toBe('2029-02-28T23:59:59.000Z');
    expect(creditExpiry(new Date('2027-01-31T08:00:00.000Z')).toISOString()).toBe('2028-01-31T08:00:00.000Z');
    expect(creditExpiry(new Date('2027-02-28T08:00:00.000Z')).toISOString()).toBe('2028-02-28T08:00:00.000Z');
    expect(creditExpiry(new Date('2027-12-31T23:00:00.000Z')).toISOString()).toBe('2028-12-31T23:00:00.000Z');
  });
});

describe('references', () => {
  it('writes RT- and six digits, and reads it back in any form', () => {
    expect(returnReference(42)).toBe('RT-000042');
    expect(returnReference(1234567)).toBe('RT-1234567');
    expect(returnIdOf('RT-000042')).toBe(42);
    expect(returnIdOf('rt-42')).toBe(42);
    expect(returnIdOf(' 42 ')).toBe(42);
    expect(returnIdOf(returnReference(1234567))).toBe(1234567);
    for (const bad of ['', 'RT-', 'RT-0', '0', '-1', 'RT42', 'RT-4.2', 'abc', '1234567890', 'RT-00x1']) expect(returnIdOf(bad), bad).toBeNull();
  });
});

describe('the return form', () => {
  const comment = 'Trop petit pour moi';
  const choice = (overrides: Partial<ReturnChoice> = {}): ReturnChoice => ({ orderLineId: 311, quantity: 1, reasonId: 1, comment, ...overrides });
  const returnable = new Map([[311, 2], [312, 1]]);
  const reasons = new Set([1, 2, 5]);
  const check = (choices: ReturnChoice[], form: { acceptTerms?: boolean; refundTypeId?: number | null } = {}) =>
    checkReturnForm({ choices, acceptTerms: form.acceptTerms ?? true, refundTypeId: form.refundTypeId === undefined ? 1 : form.refundTypeId }, returnable, reasons);

  it('accepts a complete form', () => {
    expect(check([choice(), choice({ orderLineId: 312, reasonId: 5 })])).toEqual([]);
    expect(check([choice({ quantity: 2 })], { refundTypeId: 2 })).toEqual([]);
  });

  it('lists every problem', () => {
    expect(check([], { acceptTerms: false, refundTypeId: null })).toEqual([
      { field: 'lines', problem: 'none-chosen' },
      { field: 'terms', problem: 'required' },
      { field: 'refundType', problem: 'required' },
    ]);
    expect(check([choice({ quantity: 3, reasonId: 9, comment: 'court' })], { refundTypeId: 7 })).toEqual([
      { field: 'quantity', orderLineId: 311, problem: 'too-many' },
      { field: 'reason', orderLineId: 311, problem: 'unknown' },
      { field: 'comment', orderLineId: 311, problem: 'too-short' },
      { field: 'refundType', problem: 'required' },
    ]);
    expect(check([choice({ orderLineId: 999, reasonId: 0, comment: '   ' })])).toEqual([
      { field: 'quantity', orderLineId: 999, problem: 'invalid' },
      { field: 'reason', orderLineId: 999, problem: 'required' },
      { field: 'comment', orderLineId: 999, problem: 'required' },
    ]);
  });

  it('adds up two choices of one line, and an invalid quantity never makes room for another', () => {
    expect(check([choice(), choice()])).toEqual([]);
    expect(check([choice({ quantity: 2 }), choice()])).toEqual([{ field: 'quantity', orderLineId: 311, problem: 'too-many' }]);
    expect(check([choice({ quantity: -5 }), choice({ quantity: 3 })])).toEqual([
      { field: 'quantity', orderLineId: 311, problem: 'invalid' },
      { field: 'quantity', orderLineId: 311, problem: 'too-many' },
    ]);
    for (const quantity of [0, 1.5, Number.NaN]) expect(check([choice({ quantity })])).toEqual([{ field: 'quantity', orderLineId: 311, problem: 'invalid' }]);
  });

  it('counts a comment in characters, trimmed, 10 to 1000', () => {
    expect(checkReturnComment(undefined)).toBe('required');
    expect(checkReturnComment('  ')).toBe('required');
    expect(checkReturnComment('123456789')).toBe('too-short');
    expect(checkReturnComment(' 1234567890 ')).toBeNull();
    expect(checkReturnComment('😀'.repeat(10))).toBeNull();
    expect(checkReturnComment('x'.repeat(1000))).toBeNull();
    expect(checkReturnComment('x'.repeat(1001))).toBe('too-long');
  });
});

describe('the label of a returned product', () => {
  it('names the brand once', () => {
    expect(returnProductLabel({ orderProductTitle: 'Nordvik - Parka Noire', orderProductName: 'Nordvik' })).toBe('Nordvik - Parka Noire');
    expect(returnProductLabel({ orderProductTitle: 'Parka Noire', orderProductName: 'Nordvik' })).toBe('Nordvik Parka Noire');
    expect(returnProductLabel({ orderProductTitle: 'Parka Noire', orderProductName: '' })).toBe('Parka Noire');
  });
});

import { describe, expect, it } from 'vitest';
import { orderFigures, vatRate } from './order-figures';

describe('orderFigures', () => {
  it('counts the VAT in the total with VAT, and the credit as a means of payment after it', () => {
    // Issue 35: 80,89 € ordered, 30,90 € of credit, 49,99 € by card.
    const figures = orderFigures({ goods: 76.99, discount: 0, shipping: 3.9, balance: 30.9, total: 49.99, dutyFree: 67.41, vat: 13.48 });
    expect(figures).toEqual({ goods: 7699, discount: 0, shipping: 390, total: 8089, dutyFree: 6741, vat: 1348, credit: 3090, paid: 4999 });
    expect(figures.goods - figures.discount + figures.shipping).toBe(figures.total);
    expect(figures.total - figures.credit).toBe(figures.paid);
    expect(vatRate(figures)).toBeCloseTo(0.2, 3);
  });

  it('adds up on a discounted order without floating-point drift', () => {
    const figures = orderFigures({ goods: 40.99, discount: 4.1, shipping: 3.9, balance: 0, total: 40.79, dutyFree: 33.99, vat: 6.8 });
    expect(figures.goods - figures.discount + figures.shipping).toBe(figures.total);
    expect(figures.vat).toBe(680);
    expect(vatRate({ vat: 0, dutyFree: 0 })).toBe(0);
  });
});

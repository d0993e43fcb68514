import { describe, expect, it } from 'vitest';
import type { BasketLine } from '../../domain/basket/basket-types';
import { lowStockLine } from './low-stock';

const line = (id: number, price: number, left: number): BasketLine => ({
  info: { id, name: `P${id}`, price, originPrice: null, quantity: left, pictures: [] },
  size: { id: id * 10, quantity: left, label: 'M' },
  quantity: 1,
});

describe('lowStockLine', () => {
  it.each([
    { case: 'no line low on stock', lines: [line(1, 10, 3), line(2, 5, 10)], expected: null },
    { case: 'the only line with 2 left', lines: [line(1, 10, 3), line(2, 50, 2)], expected: 2 },
    { case: 'the cheapest of the low lines', lines: [line(1, 30, 1), line(2, 20, 2), line(3, 5, 9)], expected: 2 },
    { case: 'not a line already out of stock', lines: [line(1, 5, 0), line(2, 20, 1)], expected: 2 },
    { case: 'nothing in an empty basket', lines: [], expected: null },
  ])('$case', ({ lines, expected }) => {
    expect(lowStockLine(lines)?.info.id ?? null).toBe(expected);
  });
});

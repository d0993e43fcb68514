import { describe, expect, it } from 'vitest';
import { describeProductAlertApiContract } from '../product-alert-api.contract';
import { InMemoryProductAlertApi } from './in-memory-product-alert-api';

const sizes = [
  { productId: 12, sizeId: 1201, stock: 5 },
  ...Array.from({ length: 20 }, (_, i) => ({ productId: 12, sizeId: 1300 + i, stock: 0 })),
];
const api = new InMemoryProductAlertApi({ sizes });
let next = 0;

describeProductAlertApiContract('in memory', {
  api: () => api,
  soldOut: () => ({ productId: 12, sizeId: 1300 + next++ }),
  inStock: () => ({ productId: 12, sizeId: 1201 }),
});

describe('InMemoryProductAlertApi', () => {
  it('sends the waiting alerts of a size that comes back, and only then', async () => {
    const fake = new InMemoryProductAlertApi({ sizes: [{ productId: 1, sizeId: 10, stock: 0 }], now: () => new Date('2026-11-22T10:00:00Z') });
    await fake.subscribe({ productId: 1, productSizeId: 10, email: 'a@example.com' });
    expect(fake.restock(10, 2)).toMatchObject([{ email: 'a@example.com', sentAt: '2026-11-22T10:00:00.000Z' }]);
    expect(fake.restock(10, 1)).toEqual([]);
    expect(fake.restock(99, 1)).toEqual([]);
  });
});

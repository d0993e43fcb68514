/**
 * A size's GTIN (EAN-13…) goes out with the product detail when the merchant gave one (issue 35:
 * the product page's structured data names it), and is left out where there is none.
 */
import { describe, expect, it } from 'vitest';
import type { ProductDetailResponse } from '../../src/domain/catalogue/product';
import { useApi } from '../testing/api-harness';
import { fixtures } from '../testing/catalogue-fixtures';

const api = useApi();

describe('GET /products/{productId}: GTIN of the sizes', () => {
  it('gives the GTIN of a size that has one, and none to the others', async () => {
    const product = fixtures.discounted();
    const [first, ...others] = [...product.sizes].sort((a, b) => a.rank - b.rank);
    // Before any read of the product: the process keeps the records it has read.
    await api.db.updateTable('product_sizes').set({ gtin: '4006381333931' }).where('id', '=', first.id).execute();
    const { status, body } = await api.get<ProductDetailResponse>(`/products/${product.id}`);
    expect(status).toBe(200);
    const sizes = body.product.productSizes;
    expect(sizes.find((size) => size.productSizeId === first.id)?.gtin).toBe('4006381333931');
    for (const other of others) expect(sizes.find((size) => size.productSizeId === other.id)).not.toHaveProperty('gtin');
  });
});

/** The demo's fit figures on a fresh shop, and the product detail's `fit` and `sizeGuide`. */
import { describe, expect, it } from 'vitest';
import type { ProductDetailResponse } from '../../src/domain/catalogue/product';
import { useApi } from '../testing/api-harness';
import { DEMO_FIT_SETTING } from '../demo/seed-fit';

const api = useApi();

async function demoFitProducts(): Promise<{ runsSmall: number; quiet: number }> {
  const row = await api.db.selectFrom('settings').select('value').where('key', '=', DEMO_FIT_SETTING).executeTakeFirstOrThrow();
  return row.value as { runsSmall: number; quiet: number };
}

describe('fit advice on the product detail', () => {
  it('says the demo model runs small, with its share, and nothing of the model with two returns', async () => {
    const { runsSmall, quiet } = await demoFitProducts();
    const small = await api.get<ProductDetailResponse>(`/api/v5/products/${runsSmall}`);
    expect(small.status).toBe(200);
    // 24 units of Sam's, and any of the other demo orders'.
    expect(small.body.fit).toMatchObject({ runs: 'small', sharePercent: 87, fitReturns: 8 });
    expect(small.body.fit!.sold).toBeGreaterThanOrEqual(24);
    const none = await api.get<ProductDetailResponse>(`/api/v5/products/${quiet}`);
    expect(none.body.fit).toBeNull();
  });

  it('carries the size guide of the product’s category, its sizes in the store’s language', async () => {
    const { runsSmall } = await demoFitProducts();
    const detail = await api.get<ProductDetailResponse>(`/api/v5/products/${runsSmall}`, { lang: 'en' });
    const guide = detail.body.sizeGuide!;
    expect(guide.columns.map((column) => `${column.kind}:${column.measure}`)).toEqual(expect.arrayContaining(['body:chest', 'body:waist']));
    expect(guide.columns[0].name).toBe('Chest');
    expect(guide.rows.map((row) => row.size)).toEqual(detail.body.product.productSizes.map((size) => size.value).filter((size) => guide.rows.some((row) => row.size === size)));
    expect(guide.rows[0].cells[0]).toMatchObject({ minMm: expect.any(Number), maxMm: expect.any(Number) });
  });
});

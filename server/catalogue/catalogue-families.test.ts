import { describe, expect, it } from 'vitest';
import type { ProductDetailResponse } from '../../src/domain/catalogue/product';
import type { ListingColours } from '../../src/domain/catalogue/colour-family';
import { planCatalogue } from '../demo/generate-catalogue';
import { useApi } from '../testing/api-harness';
import { demoCatalogue } from '../testing/catalogue-fixtures';

const api = useApi();

/** The demo's seven-colour men's hoodie family (product-families.ts): black, green, grey, navy, khaki (sold out), burgundy, ecru. */
function hoodies() {
  const products = new Map(demoCatalogue().products.map((product) => [product.id, product]));
  const members = new Map<number, number[]>();
  for (const summary of planCatalogue().products.summaries) {
    if (summary.modelId !== null) members.set(summary.modelId, [...(members.get(summary.modelId) ?? []), summary.id]);
  }
  const family = [...members.values()].find((ids) => ids.length === 7 && products.get(ids[0])!.color.code === 'black' && products.get(ids[0])!.slugs.en.includes('hoodie'))!;
  return family.map((id) => products.get(id)!);
}

describe('colour families', () => {
  it('answers the family with the product detail: every colour in the store language, its page, picture and stock, the current one marked', async () => {
    const family = hoodies();
    const green = family[1];
    const { status, body } = await api.get<ProductDetailResponse>(`/products/${green.id}`, { store: 'boutique_de' });
    expect(status).toBe(200);
    expect(body.product.family).toHaveLength(7);
    expect(body.product.family!.map((swatch) => [swatch.productId, swatch.name, swatch.hex, swatch.path, swatch.soldOut, swatch.current])).toEqual(
      family.map((product) => [product.id, product.color.names.de, product.color.hex, `/p/${product.slugs.de}`, product.color.code === 'khaki', product.id === green.id]),
    );
    expect(body.product.family!.every((swatch) => swatch.picture?.startsWith('/media/'))).toBe(true);
  });

  it('answers no family for a product alone in its model', async () => {
    const alone = demoCatalogue().products.find((product) => planCatalogue().products.summaries[product.id - 1001].modelId === null && product.prices.fr && !product.isOnlyOutlet)!;
    const { body } = await api.get<ProductDetailResponse>(`/products/${alone.id}`);
    expect(body.product.family).toEqual([]);
  });

  it('answers at most five swatches per listed product, its own colour first, and how many more', async () => {
    const family = hoodies();
    const ecru = family[6];
    const { status, body } = await api.get<ListingColours[]>(`/products/colours?productIds=${ecru.id},${family[0].id},999999`, { store: 'boutique_com' });
    expect(status).toBe(200);
    expect(body.map((entry) => entry.productId)).toEqual([ecru.id, family[0].id]);
    expect(body[0].swatches.map((swatch) => swatch.name)).toEqual(['Ecru', 'Black', 'Green', 'Grey', 'Navy']);
    expect(body[0].swatches[0]).toEqual({ productId: ecru.id, name: 'Ecru', hex: ecru.color.hex, path: `/p/${ecru.slugs.en}` });
    expect(body[0].more).toBe(2);
  });

  it('refuses a malformed list of products with a 400', async () => {
    expect((await api.get('/products/colours?productIds=1,,x')).status).toBe(400);
  });
});

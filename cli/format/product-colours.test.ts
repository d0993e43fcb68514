import { describe, expect, it } from 'vitest';
import { aProductResponse } from '../../src/adapters/in-memory/catalogue-fixtures';
import { STORES } from '../../src/domain/store/stores';
import { productText } from './product-text';

const swatch = (productId: number, name: string, extra: { current?: boolean; soldOut?: boolean } = {}) => ({
  productId, name, hex: '#000000', path: `/p/x-${productId}`, picture: null, soldOut: extra.soldOut ?? false, current: extra.current ?? false,
});

describe('boutique product: the colours of the model (issue 38)', () => {
  const coloursRow = (text: string) => text.split('\n').find((line) => line.startsWith('Colours'));

  it('lists each colour with its product id, this one and the sold-out ones said', () => {
    const response = aProductResponse();
    const family = [swatch(1018, 'Black', { current: true }), swatch(1040, 'Green'), swatch(1085, 'Khaki', { soldOut: true })];
    const text = productText({ ...response, product: { ...response.product, family } }, STORES.boutique_com);
    expect(coloursRow(text)).toMatch(/^Colours +Black #1018 \(this one\), Green #1040, Khaki #1085 sold out$/);
  });

  it('has no colours row for a product alone in its model', () => {
    const response = aProductResponse();
    expect(coloursRow(productText({ ...response, product: { ...response.product, family: [] } }, STORES.boutique_com))).toBeUndefined();
    expect(coloursRow(productText(response, STORES.boutique_com))).toBeUndefined();
  });
});

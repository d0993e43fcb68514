import { describe, expect, it } from 'vitest';
import { STORES } from '../store/stores';
import type { ProductHit } from './product';
import { productCardFromHit } from './product-card';

const names = { fr: 'Sweat', es: 'Sudadera', it: 'Felpa', nl: 'Trui', de: 'Pullover', en: 'Sweatshirt' };
const hit: ProductHit = {
  objectID: '7',
  productID: 7,
  slugs: { fr: 'sweat-7', es: 'sudadera-7', it: 'felpa-7', nl: 'trui-7', de: 'pullover-7', en: 'sweatshirt-7' },
  names,
  displayInformation: { title: 'Sweat' },
  brand: { id: 1, name: 'Nordic Thread', slug: 'nordic-thread' },
  pictures: [{ path: '/media/7/1.svg', default: true }],
  prices: { default: { price: 50, originalPrice: null }, es: { price: 40, originalPrice: 50 } },
  label: 'promo',
  promotion: { percent: 20 },
  marketLabels: {},
  sizes: [{ size: 'M' }],
  watermarkUrl: null,
};

describe('productCardFromHit', () => {
  it('uses the store country price and the language texts', () => {
    expect(productCardFromHit(hit, STORES.boutique_es, 'es')).toMatchObject({
      name: 'Sudadera',
      path: '/p/sudadera-7',
      price: 40,
      originalPrice: 50,
      discountPercent: 20,
      picture: '/media/7/1.svg',
    });
  });

  it('falls back to the default price', () => {
    expect(productCardFromHit(hit, STORES.boutique_de, 'de')).toMatchObject({ price: 50, discountPercent: 0 });
  });
});

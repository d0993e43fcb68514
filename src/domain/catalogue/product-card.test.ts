import { describe, expect, it } from 'vitest';
import { STORES } from '../store/stores';
import type { ProductHit } from './product';
import { brandedName, productCardFromHit } from './product-card';

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

describe('brandedName', () => {
  it('names a product with its brand once (issue 35: the stock alerts said "Nordvik – Nordvik - T-shirt")', () => {
    expect(brandedName({ brand: 'Nordvik', name: 'Nordvik - T-shirt Logo Noir' })).toBe('Nordvik - T-shirt Logo Noir');
    expect(brandedName({ brand: 'Crest & Co', name: 'crest & co - Sweat' })).toBe('crest & co - Sweat');
    expect(brandedName({ brand: 'Nordvik', name: 'T-shirt Logo Noir' })).toBe('Nordvik – T-shirt Logo Noir');
    // A name that only starts with the brand's letters is another word: the brand is said.
    expect(brandedName({ brand: 'Brume', name: 'Brumeux sweat' })).toBe('Brume – Brumeux sweat');
    expect(brandedName({ brand: '', name: 'Sweat' })).toBe('Sweat');
  });
});

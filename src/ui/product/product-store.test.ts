import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductDetailResponse } from '../../domain/catalogue/product';
import { productJsonLd } from './product-json-ld';
import { serializeForScript } from '../app/serialize-state';
import { ProductStore } from './product-store';

const size = (productSizeId: number, label: string, quantity: number, rank: number) => ({ id: productSizeId, productSizeId, size: label, rank, value: label, quantity });

const product = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  id: 7,
  name: 'Sweat </script><b>x</b>',
  slug: 'sweat-7',
  slugs: { fr: 'sweat-7', en: 'sweat-7', es: 'sweat-7', it: 'sweat-7', de: 'sweat-7', nl: 'sweat-7' },
  brand: { id: 1, name: 'Nordvik', slug: 'nordvik' },
  range: 'Core',
  category: { id: 3, name: 'Sweats', slug: 'sweats' },
  artists: [],
  color: 'Noir',
  material: 'coton',
  gender: 'men',
  description: '',
  price: 40,
  originPrice: 50,
  discountPercent: 20,
  quantity: 3,
  pictures: [{ url: '/media/a.svg', default: true }, { url: '/media/b.svg', default: false }],
  productSizes: [size(11, 'L', 0, 2), size(10, 'M', 3, 1)],
  marketLabels: [],
  label: null,
  manufactured: 'Portugal',
  isOnlyOutlet: false,
  ...overrides,
});

describe('product page store', () => {
  it('orders sizes by rank and picks a size; a sold-out one asks for the stock alert', () => {
    const store = new ProductStore(product());
    expect(store.sizes.map((entry) => entry.size)).toEqual(['M', 'L']);
    expect(store.selectedSize).toBeNull();
    store.selectSize(10);
    expect(store.showsStockAlert).toBe(false);
    store.selectSize(11);
    expect(store.selectedSize?.size).toBe('L');
    expect(store.showsStockAlert).toBe(true);
    store.selectSize(999);
    expect(store.selectedSizeId).toBe(11);
  });

  it('starts with the only size picked and cycles pictures', () => {
    const store = new ProductStore(product({ productSizes: [size(5, 'TU', 4, 1)] }));
    expect(store.selectedSizeId).toBe(5);
    store.showPicture(-1);
    expect(store.pictureIndex).toBe(1);
    store.showPicture(2);
    expect(store.pictureIndex).toBe(0);
  });
});

describe('product JSON-LD', () => {
  it('describes the product and cannot close its script', () => {
    const detail: ProductDetailResponse = { product: product(), metadata: { title: '', description: '', canonical: 'https://shop.test/p/sweat-7', alternates: {} }, scores: { productId: 7, average: 4.2, count: 10 }, informations: [] };
    const data = productJsonLd(detail, 'https://shop.test', detail.metadata.canonical, { countryCode: 'FR', freeShippingAmount: 99, now: Date.UTC(2026, 11, 2) });
    expect(data).toMatchObject({ '@type': 'Product', sku: '7', image: ['https://shop.test/media/a.svg', 'https://shop.test/media/b.svg'] });
    expect(data.offers).toMatchObject({ price: '40.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' });
    const json = serializeForScript(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json).name).toBe('Sweat </script><b>x</b>');
  });
});

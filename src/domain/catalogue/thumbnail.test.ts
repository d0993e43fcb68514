import { describe, expect, it } from 'vitest';
import { STORES } from '../store/stores';
import type { ProductHit } from './product';
import { hitForStore } from './product-card';
import {
  PICTURE_WIDTHS,
  marketLabelsIn,
  pictureSrcSet,
  pictureWidthFor,
  productThumbnail,
  thumbnailPicture,
  watermarkOf,
  widthParameterUrl,
} from './thumbnail';

const names = { fr: 'Sweat', es: 'Sudadera', it: 'Felpa', nl: 'Trui', de: 'Pullover', en: 'Sweatshirt' };
const hit = (overrides: Partial<ProductHit> = {}): ProductHit => ({
  objectID: '7',
  productID: 7,
  slugs: { fr: 'sweat-7', es: 'sudadera-7', it: 'felpa-7', nl: 'trui-7', de: 'pullover-7', en: 'sweatshirt-7' },
  names,
  displayInformation: { title: 'Sweat' },
  brand: { id: 1, name: 'Nordvik', slug: 'nordvik' },
  pictures: [{ path: '/media/7/2.svg', default: false }, { path: '/media/7/1.svg', default: true }],
  prices: { default: { price: 99, originalPrice: null }, fr: { price: 79.99, originalPrice: 99.99 }, es: { price: 120, originalPrice: null } },
  label: 'promo',
  promotion: { percent: 20 },
  marketLabels: { eco_friendly: { ...names, fr: 'Éco', es: '' } },
  sizes: [{ size: 'S' }, { size: 'M' }],
  watermarkUrl: '/media/watermarks/new.svg',
  ...overrides,
});

describe('product thumbnail', () => {
  it.each([
    // [store, free-shipping amount, price, discount, free shipping]
    ['laboutiqueofficielle', 99, 79.99, 20, false],
    ['laboutiqueofficielle', 79.99, 79.99, 20, true],
    ['boutique_es', 99, 120, 0, true],
    ['boutique_de', 99, 99, 0, true],
    ['boutique_de', 0, 99, 0, false],
  ] as const)('in %s with free shipping from %s €: %s €, -%s%%, free shipping %s', (storeId, amount, price, discount, free) => {
    const thumbnail = productThumbnail(hit(), STORES[storeId], STORES[storeId].locale, { freeShippingAmount: amount });
    expect(thumbnail).toMatchObject({ price, discountPercent: discount, showsDiscount: discount > 0, freeShipping: free });
  });

  it.each([
    [[], { kind: 'unique' }],
    [['S', 'M', 'L'], { kind: 'list', sizes: ['S', 'M', 'L'] }],
    [['34', '36', '38', '40', '42', '44', '46'], { kind: 'list', sizes: ['34', '36', '38', '40', '42', '44', '46'] }],
    [['34', '36', '38', '40', '42', '44', '46', '48'], { kind: 'several', count: 8 }],
  ])('sizes %j read as %j', (sizes, expected) => {
    const thumbnail = productThumbnail(hit({ sizes: sizes.map((size) => ({ size })) }), STORES.laboutiqueofficielle, 'fr', { freeShippingAmount: 99 });
    expect(thumbnail.sizes).toEqual(expected);
  });

  it('shows the default picture at 314 px square, 202 px small, with every SPEC width', () => {
    const thumbnail = productThumbnail(hit(), STORES.laboutiqueofficielle, 'fr', { freeShippingAmount: 99 });
    expect(thumbnail.image).toEqual({
      src: '/media/7/1.svg?w=360',
      srcSet: PICTURE_WIDTHS.map((w) => `/media/7/1.svg?w=${w} ${w}w`).join(', '),
      sizes: '(max-width: 767px) 50vw, 314px',
      width: 314,
      height: 314,
      alt: 'Nordvik Sweat',
    });
    expect(thumbnailPicture('/p.svg', 'x', 'small')).toMatchObject({ src: '/p.svg?w=210', width: 202, height: 202, sizes: '(max-width: 767px) 50vw, 202px' });
    expect(productThumbnail(hit({ pictures: [] }), STORES.laboutiqueofficielle, 'fr', { freeShippingAmount: 99 }).image).toBeNull();
  });

  it('builds srcsets for any URL scheme and picks the width covering a size', () => {
    expect(pictureSrcSet('/a.svg?v=2', undefined, [120, 210])).toBe('/a.svg?v=2&w=120 120w, /a.svg?v=2&w=210 210w');
    expect(pictureSrcSet('a.jpg', (path, w) => `https://cdn.example/w_${w}/${path}`, [120])).toBe('https://cdn.example/w_120/a.jpg 120w');
    expect([pictureWidthFor(100), pictureWidthFor(202), pictureWidthFor(314, 2), pictureWidthFor(1000, 3)]).toEqual([120, 210, 720, 1100]);
  });

  it('shows an original of the media store and a picture elsewhere at their one size, as they are', () => {
    const original = `/media/originals/${'ab'.repeat(32)}.jpg`;
    for (const path of [original, 'https://images.example/shirt.jpg?sig=1']) {
      expect(thumbnailPicture(path, 'x')).toMatchObject({ src: path, srcSet: undefined, width: 314, height: 314 });
      expect(widthParameterUrl(path, 720)).toBe(path);
      expect(pictureSrcSet(path)).toBeUndefined();
    }
    const thumbnail = productThumbnail(hit({ pictures: [{ path: original, default: true }] }), STORES.boutique_de, 'de', { freeShippingAmount: 99 });
    expect(thumbnail.image).toMatchObject({ src: original, srcSet: undefined });
    // A CDN that resizes originals gets its widths all the same.
    expect(pictureSrcSet(original, (path, w) => `https://cdn.example/w_${w}${path}`, [120])).toBe(`https://cdn.example/w_120${original} 120w`);
  });

  it('places the watermark top right, 8 px in, opaque, 40 px wide or 50 on mobile', () => {
    expect(watermarkOf('/w.svg', false)).toEqual({ url: '/w.svg', gravity: 'north_east', margin: 8, opacity: 100, size: 40 });
    expect(watermarkOf('/w.svg', true)?.size).toBe(50);
    expect(watermarkOf(null, true)).toBeNull();
    expect(productThumbnail(hit(), STORES.boutique_es, 'es', { freeShippingAmount: 99, mobile: true }).watermark?.size).toBe(50);
  });

  it('names labels and market labels in the language, the shop names filling gaps', () => {
    expect(marketLabelsIn({ eco_friendly: { ...names, fr: 'Éco' } }, 'fr')).toEqual([{ type: 'eco_friendly', name: 'Éco' }]);
    expect(marketLabelsIn({ exclusivity: { ...names, es: '' }, eco_friendly: names }, 'es')).toEqual([
      { type: 'eco_friendly', name: 'Sudadera' },
      { type: 'exclusivity', name: 'Exclusivo' },
    ]);
    expect(marketLabelsIn(null, 'de')).toEqual([]);
    const thumbnail = productThumbnail(hit(), STORES.boutique_es, 'es', { freeShippingAmount: 99 });
    expect(thumbnail).toMatchObject({ label: 'promo', marketLabels: [{ type: 'eco_friendly', name: 'Ecorresponsable' }], name: 'Sudadera', path: '/p/sudadera-7' });
  });

  it.each(['laboutiqueofficielle', 'boutique_es', 'boutique_de'] as const)('shows a hit cut down to the store %s as it shows the whole hit', (storeId) => {
    const store = STORES[storeId];
    const options = { freeShippingAmount: 99 };
    const cut = hitForStore(hit(), store, store.locale);
    expect(productThumbnail(cut, store, store.locale, options)).toEqual(productThumbnail(hit(), store, store.locale, options));
    expect(Object.keys(cut.names)).toEqual([store.locale]);
    expect(JSON.stringify(cut).length).toBeLessThan(JSON.stringify(hit()).length);
  });
});

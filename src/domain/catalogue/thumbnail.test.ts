import { describe, expect, it } from 'vitest';
import { STORES } from '../store/stores';
import type { ProductHit } from './product';
import { hitForStore } from './product-card';
import { slotSquares } from './picture-sources';
import { marketLabelsIn, productThumbnail, thumbnailPicture, thumbnailsPerRow, watermarkOf } from './thumbnail';

const PHOTO = 'ab'.repeat(32);
const MARK = 'cd'.repeat(32);
const ORIGINAL = `/media/originals/${PHOTO}.jpg`;
const OTHER = `/media/originals/${'ef'.repeat(32)}.jpg`;

const names = { fr: 'Sweat', es: 'Sudadera', it: 'Felpa', nl: 'Trui', de: 'Pullover', en: 'Sweatshirt' };
const hit = (overrides: Partial<ProductHit> = {}): ProductHit => ({
  objectID: '7',
  productID: 7,
  slugs: { fr: 'sweat-7', es: 'sudadera-7', it: 'felpa-7', nl: 'trui-7', de: 'pullover-7', en: 'sweatshirt-7' },
  names,
  displayInformation: { title: 'Sweat' },
  brand: { id: 1, name: 'Nordvik', slug: 'nordvik' },
  pictures: [{ path: OTHER, default: false }, { path: ORIGINAL, default: true }],
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

  it('shows the default picture in its square derivatives, 314 px, 202 px small', () => {
    const thumbnail = productThumbnail(hit({ watermarkUrl: null }), STORES.laboutiqueofficielle, 'fr', { freeShippingAmount: 99 });
    expect(thumbnail.image).toEqual({
      src: `/media/p/${PHOTO}/sq314`,
      srcSet: slotSquares(314).map((side) => `/media/p/${PHOTO}/sq${side} ${side}w`).join(', '),
      sizes: '(max-width: 767px) 50vw, 314px',
      width: 314,
      height: 314,
      alt: 'Nordvik – Sweat',
    });
    // The shop's names start with their brand: the picture says it once (issue 35).
    const named = { ...names, fr: 'Nordvik - Sweat Logo Noir' };
    expect(productThumbnail(hit({ names: named }), STORES.laboutiqueofficielle, 'fr', { freeShippingAmount: 99 }).image?.alt).toBe('Nordvik - Sweat Logo Noir');
    expect(thumbnailPicture(ORIGINAL, 'x', 'small')).toMatchObject({ src: `/media/p/${PHOTO}/sq202`, width: 202, height: 202, sizes: '(max-width: 767px) 50vw, 202px' });
    expect(productThumbnail(hit({ pictures: [] }), STORES.laboutiqueofficielle, 'fr', { freeShippingAmount: 99 }).image).toBeNull();
  });

  it('has the server draw an original watermark into the picture, -d on desktop pages and -m on mobile ones, and lays none over it', () => {
    const watermarked = hit({ watermarkUrl: `/media/originals/${MARK}.png` });
    const desktop = productThumbnail(watermarked, STORES.laboutiqueofficielle, 'fr', { freeShippingAmount: 99 });
    const mobile = productThumbnail(watermarked, STORES.laboutiqueofficielle, 'fr', { freeShippingAmount: 99, mobile: true, variant: 'small' });
    expect(desktop.image?.src).toBe(`/media/p/${PHOTO}/${MARK}-d/sq314`);
    expect(mobile.image?.src).toBe(`/media/p/${PHOTO}/${MARK}-m/sq202`);
    expect(mobile.image?.srcSet).toContain(`/media/p/${PHOTO}/${MARK}-m/sq450 450w`);
    expect([desktop.watermark, mobile.watermark]).toEqual([null, null]);
  });

  it('shows a picture elsewhere at its one size, as it is, the watermark laid over it', () => {
    const external = 'https://images.example/shirt.jpg?sig=1';
    const thumbnail = productThumbnail(hit({ pictures: [{ path: external, default: true }], watermarkUrl: `/media/originals/${MARK}.png` }), STORES.boutique_de, 'de', { freeShippingAmount: 99 });
    expect(thumbnail.image).toMatchObject({ src: external, srcSet: undefined, sizes: undefined, width: 314, height: 314 });
    expect(thumbnail.watermark).toMatchObject({ url: `/media/originals/${MARK}.png`, size: 40 });
  });

  it('places a watermark laid over the picture top right, 8 px in, opaque, 40 px wide or 50 on mobile', () => {
    expect(watermarkOf('/w.svg', false)).toEqual({ url: '/w.svg', gravity: 'north_east', margin: 8, opacity: 100, size: 40 });
    expect(watermarkOf('/w.svg', true)?.size).toBe(50);
    expect(watermarkOf(null, true)).toBeNull();
    // A watermark that is not an original cannot be drawn by the server: laid over the picture.
    expect(productThumbnail(hit(), STORES.boutique_es, 'es', { freeShippingAmount: 99, mobile: true }).watermark?.size).toBe(50);
  });

  it('loads one row of a listing first: 4 thumbnails on desktop pages, 2 on mobile ones', () => {
    expect([thumbnailsPerRow(false), thumbnailsPerRow(true)]).toEqual([4, 2]);
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

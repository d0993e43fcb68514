import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../catalogue/product';
import { abGroup } from './ab-test';
import { CONSENT_MAX_AGE_SECONDS, allowsTracking, consentCookieMaxAge, parseConsent, serialiseConsent } from './consent';
import { normaliseForHash } from './customer-hash-input';
import { pageTrackingData, pageViewEntry } from './page-view';
import { linePayload, productPayload } from './product-payload';
import { anonymousUser, productEntry, signedInUser } from './tracking-events';

const now = new Date('2026-11-24T12:00:00Z');
const nowSeconds = now.getTime() / 1000;

describe('consent cookie', () => {
  it('round-trips a choice in the compact versioned form', () => {
    const value = serialiseConsent({ measurement: true, marketing: false, decidedAt: nowSeconds });
    expect(value).toBe(`v1.m1.k0.${nowSeconds}`);
    expect(parseConsent(value, now)).toEqual({ measurement: true, marketing: false, decidedAt: nowSeconds });
  });

  it('asks again when the value is missing, damaged, forged in the future or older than 13 months', () => {
    for (const value of [undefined, '', 'v2.m1.k1.1', 'v1.m2.k0.1', 'v1.m1.k0.abc', 'v1.m1.k0.1 ', `v1.m1.k1.${nowSeconds + 10 * 86_400}`, `v1.m1.k1.${nowSeconds - CONSENT_MAX_AGE_SECONDS}`]) {
      expect(parseConsent(value, now)).toBeNull();
    }
  });

  it('tracks only with measurement or marketing consent', () => {
    expect(allowsTracking(null)).toBe(false);
    expect(allowsTracking({ measurement: false, marketing: false, decidedAt: 1 })).toBe(false);
    expect(allowsTracking({ measurement: false, marketing: true, decidedAt: 1 })).toBe(true);
  });

  it('lives 13 months from the choice, not from the last visit', () => {
    expect(consentCookieMaxAge({ measurement: true, marketing: true, decidedAt: nowSeconds }, now)).toBe(CONSENT_MAX_AGE_SECONDS);
    expect(consentCookieMaxAge({ measurement: true, marketing: true, decidedAt: nowSeconds - 100 }, now)).toBe(CONSENT_MAX_AGE_SECONDS - 100);
  });
});

describe('A/B group', () => {
  it('keeps the stored group and draws a new one otherwise', () => {
    expect(abGroup('B', 0.1)).toBe('B');
    expect(abGroup('C', 0.1)).toBe('A');
    expect(abGroup(undefined, 0.9)).toBe('B');
  });
});

const product: ProductDetail = {
  id: 42,
  name: 'Logo tee',
  slug: 'logo-tee',
  slugs: { fr: 'logo-tee', es: 'logo-tee', it: 'logo-tee', nl: 'logo-tee', de: 'logo-tee', en: 'logo-tee' },
  brand: { id: 1, name: 'Nordkap', slug: 'nordkap' },
  range: 'Essentials',
  category: { id: 5, name: 'T-shirts', slug: 't-shirts', parent: { id: 1, name: 'Clothing', slug: 'clothing' } },
  artists: [{ id: 3, name: 'Mira', slug: 'mira' }],
  color: 'Black',
  material: 'Cotton',
  gender: 'men',
  description: '',
  price: 19.9,
  originPrice: 29.9,
  discountPercent: 33,
  quantity: 4,
  pictures: [{ url: '/a.svg', default: true }, { url: '/b.svg', default: false }],
  productSizes: [
    { id: 2, productSizeId: 102, size: 'L', rank: 2, value: 'L', quantity: 0 },
    { id: 1, productSizeId: 101, size: 'M', rank: 1, value: 'M', quantity: 4 },
  ],
  marketLabels: [],
  label: 'promo',
  manufactured: 'Portugal',
  isOnlyOutlet: false,
};

describe('product payload', () => {
  it('carries the SPEC §3 fields of a product', () => {
    expect(productPayload(product, { sizeId: 101, quantity: 2 })).toEqual({
      product_id: 42,
      name: 'Logo tee',
      brand_range: 'Nordkap',
      range: 'Essentials',
      artist: 'Mira',
      category: 'Clothing',
      subcategory: 'T-shirts',
      variant: 'Black',
      unit_price: 19.9,
      currency: 'EUR',
      discount: 10,
      fab: 'Portugal',
      label: 'promo',
      promo: true,
      visible: true,
      numb_pictures: 2,
      quantity: 2,
      size_id: 101,
      sizes_ids: [101, 102],
      sizes: ['M', 'L'],
    });
  });

  it('falls back to what a basket line knows', () => {
    const payload = linePayload({ info: { id: 7, name: null, price: 10, originPrice: null, quantity: 0, pictures: [] }, size: { id: 9, quantity: 0, label: 'S' }, quantity: 3 });
    expect(payload).toMatchObject({ product_id: 7, name: '', unit_price: 10, discount: 0, promo: false, visible: false, quantity: 3, size_id: 9, sizes: ['S'] });
  });

  it('sums the value of an event in cents', () => {
    const entry = productEntry('add_to_cart', [productPayload(product, { quantity: 3 })]);
    expect(entry).toMatchObject({ event: 'add_to_cart', ecommerce: { value: 59.7, currency: 'EUR' } });
  });
});

describe('page view and user data', () => {
  it('describes the page and its store, with the A/B group', () => {
    const page = pageTrackingData({ type: 'product', title: ' Logo tee ', url: 'https://shop.example/p/logo-tee', brand: 'Nordkap', store: { id: 'laboutiqueofficielle', countryCode: 'FR', langCode: 'fr', iso: 'fr-FR' } });
    expect(pageViewEntry(page, 'A')).toEqual({
      event: 'page_view',
      ab_test: 'A',
      page: { type: 'product', title: 'Logo tee', url: 'https://shop.example/p/logo-tee', category: '', subcategory: '', brand: 'Nordkap', artist: '', country: 'FR', language: 'fr', iso_code: 'fr-FR', store: 'laboutiqueofficielle' },
    });
  });

  it('resets every identifying field of an anonymous visitor', () => {
    expect(anonymousUser('s-1')).toMatchObject({ customer_logged: false, id: null, email: null, first_name: null, address: { city: null } });
  });

  it('puts only the hashes of a signed-in customer', () => {
    const user = signedInUser({ id: 5, civility: 2, address: { city: 'Lyon', zipCode: '69001', countryIsoCode2: 'FR' } }, { email: 'ab12', phone: 'cd34' }, null);
    expect(user).toMatchObject({ customer_logged: true, id: 5, gender: 'female', email: 'ab12', phone: 'cd34', first_name: null, address: { city: 'Lyon' } });
  });
});

describe('hash normalisation', () => {
  it('trims, lower-cases addresses and names, keeps the digits of a phone', () => {
    expect(normaliseForHash('email', '  Alice@Example.COM ')).toBe('alice@example.com');
    expect(normaliseForHash('phone', '+33 (0)6 12-34')).toBe('33061234');
    expect(normaliseForHash('lastName', ' Dupont ')).toBe('dupont');
    expect(normaliseForHash('birthday', ' 1990-01-02 ')).toBe('1990-01-02');
  });
});

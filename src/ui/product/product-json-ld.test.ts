import { describe, expect, it } from 'vitest';
import { aProductResponse } from '../../adapters/in-memory/catalogue-fixtures';
import type { ProductDetailResponse } from '../../domain/catalogue/product';
import { merchantReturnPolicy, offerShippingDetails, priceValidUntil, productGtin, productJsonLd, type OfferContext } from './product-json-ld';

const context: OfferContext = { countryCode: 'ES', freeShippingAmount: 99, now: Date.UTC(2026, 11, 2, 19, 30) };
const detail = (overrides: Parameters<typeof aProductResponse>[0] = {}): ProductDetailResponse => aProductResponse({ id: 7, ...overrides });
const offerOf = (data: Record<string, unknown>) => data.offers as Record<string, unknown>;

describe('Product JSON-LD: the Offer', () => {
  it('holds its price one year from the render’s day, and the item is new', () => {
    const offer = offerOf(productJsonLd(detail(), 'https://shop.test', 'https://shop.test/p/logo-tee-7', context));
    expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR', price: '24.50', priceValidUntil: '2027-12-02', itemCondition: 'https://schema.org/NewCondition' });
    expect(priceValidUntil(Date.UTC(2028, 1, 29, 23, 59))).toBe('2029-03-01');
    // The same instant gives the same date (server render and hydration read the render's clock).
    expect(priceValidUntil(context.now)).toBe(priceValidUntil(context.now));
  });

  it('ships free to the store’s country from the free-shipping amount, and says nothing of a price it does not know below it', () => {
    const expensive = offerOf(productJsonLd(detail({ price: 120 }), 'https://shop.test', null, context));
    expect(expensive.shippingDetails).toEqual({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: '0.00', currency: 'EUR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'ES' },
    });
    expect(offerShippingDetails(99, context)).not.toBeNull();
    expect(offerShippingDetails(98.99, context)).toBeNull();
    expect(offerShippingDetails(60, { ...context, freeShippingAmount: 50 })).not.toBeNull();
    expect(offerOf(productJsonLd(detail({ price: 24.5 }), 'https://shop.test', null, context))).not.toHaveProperty('shippingDetails');
  });

  it('states the return policy: 14 days, the 5.99 € return label, in the store’s country', () => {
    expect(offerOf(productJsonLd(detail(), 'https://shop.test', null, context)).hasMerchantReturnPolicy).toEqual(merchantReturnPolicy('ES'));
    expect(merchantReturnPolicy('DE')).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'DE',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/ReturnShippingFees',
      returnShippingFeesAmount: { '@type': 'MonetaryAmount', value: '5.99', currency: 'EUR' },
    });
  });
});

describe('Product JSON-LD: the product', () => {
  it('names its sizes in rank order, one size as text, none without sizes', () => {
    expect(productJsonLd(detail(), 'https://shop.test', null, context).size).toEqual(['S', 'M', 'L']);
    const single = detail({ productSizes: [{ id: 9, productSizeId: 9, size: 'Taille unique', rank: 1, value: 'TU', quantity: 3 }] });
    expect(productJsonLd(single, 'https://shop.test', null, context).size).toBe('Taille unique');
    expect(productJsonLd(detail({ productSizes: [] }), 'https://shop.test', null, context)).not.toHaveProperty('size');
  });

  it('names its GTIN when it is known: the one of its only size, an EAN-13 as gtin13', () => {
    const only = (gtin?: string) => detail({ productSizes: [{ id: 9, productSizeId: 9, size: 'TU', rank: 1, value: 'TU', quantity: 3, ...(gtin ? { gtin } : {}) }] });
    expect(productJsonLd(only('4006381333931'), 'https://shop.test', null, context)).toMatchObject({ gtin13: '4006381333931' });
    expect(productJsonLd(only('96385074'), 'https://shop.test', null, context)).toMatchObject({ gtin: '96385074' });
    const unknown = productJsonLd(only(), 'https://shop.test', null, context);
    expect(unknown).not.toHaveProperty('gtin');
    expect(unknown).not.toHaveProperty('gtin13');
    // Several sizes: one GTIN each, none for the product.
    expect(productGtin([{ gtin: '4006381333931' }, { gtin: '4006381333948' }])).toEqual({});
  });

  it('rates on the shop’s scale of 1 to 5, only once rated', () => {
    expect(productJsonLd(detail(), 'https://shop.test', null, context).aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.2, reviewCount: 12, bestRating: 5, worstRating: 1 });
    const unrated = { ...detail(), scores: { productId: 7, average: 0, count: 0 } };
    expect(productJsonLd(unrated, 'https://shop.test', null, context)).not.toHaveProperty('aggregateRating');
  });
});

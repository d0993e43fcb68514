/** Builders for basket tests and the in-memory basket API: plausible data with overridable fields. */
import type { Carrier } from '../../domain/catalogue/carrier';
import type { BasketDetail, BasketItemDetail, BasketPromotion } from '../../domain/basket/basket-detail';
import type { LineProduct, LineSize } from '../../domain/basket/basket-types';
import { originalPath } from '../../domain/routing/media-paths';

/** A product picture as the media store addresses it: an original named by a (made-up) content hash. */
const fixturePicture = (id: number, n: number): string => originalPath(`${id.toString(16).padStart(12, '0')}${n.toString(16).padStart(4, '0')}`.padEnd(64, 'a'), 'jpg');

export function aLineProduct(overrides: Partial<LineProduct> = {}): LineProduct {
  const id = overrides.id ?? 1001;
  return {
    id,
    name: 'Logo tee',
    price: 24.99,
    originPrice: null,
    quantity: 10,
    pictures: [{ url: fixturePicture(id, 1), default: true }],
    ...overrides,
  };
}

export function aLineSize(overrides: Partial<LineSize> = {}): LineSize {
  return { id: 50001, quantity: 10, label: 'M', ...overrides };
}

export function aCarrier(overrides: Partial<Carrier> = {}): Carrier {
  return {
    id: 1,
    rank: 1,
    code: 'colipost_home',
    logo: '/media/carriers/colipost_home.svg',
    type: 'home',
    serviceName: 'Colipost Domicile',
    name: 'Colipost',
    description: 'Livraison à domicile contre signature',
    price: { id: 1, freeShipping: false, freeShippingAmount: 9900, priceWithoutDuty: 408, priceWithDuty: 490 },
    deliveryDate: { id: 1, shippingDate: '2026-11-23', deliveryDate: '2026-11-26' },
    ...overrides,
  };
}

export function anItemDetail(overrides: Partial<BasketItemDetail> = {}): BasketItemDetail {
  return {
    productId: 1001,
    productSizeId: 50001,
    quantity: 1,
    quantityAvailable: 10,
    originPrice: 24.99,
    price: 24.99,
    dutyFreePrice: 20.83,
    discountAmountWithDuty: 0,
    ...overrides,
  };
}

export function aValidPromotion(overrides: Partial<BasketPromotion> = {}): BasketPromotion {
  return {
    code: 'BIENVENUE10',
    valid: true,
    name: 'Bienvenue : -10 %',
    discount: 2.5,
    taxRate: 20,
    promotionValidity: { valid: true, message: 'Code promo appliqué', allowedDevices: [0, 1] },
    ...overrides,
  };
}

export function aRefusedPromotion(code: string, message: string): BasketPromotion {
  return {
    code,
    valid: false,
    name: '',
    discount: 0,
    taxRate: 20,
    promotionValidity: { valid: false, message, allowedDevices: [0, 1] },
  };
}

export function aBasketDetail(overrides: Partial<BasketDetail> = {}): BasketDetail {
  return {
    price: 24.99,
    dutyFreePrice: 20.83,
    priceWithDefaultCarrier: 29.89,
    weight: 250,
    countryIsoCode: 'FR',
    device: 0,
    basketItems: [anItemDetail()],
    basketPromotion: null,
    defaultCarrier: aCarrier(),
    removedItems: [],
    removedItemsMessage: null,
    appliedPromotions: [],
    declinedPromotions: [],
    ...overrides,
  };
}

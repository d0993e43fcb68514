/**
 * SPEC §3/§7 `POST /basket/detail`: what the client sends and what the server answers, and the
 * SPEC §5 checks applied to the answer: numeric fields converted to numbers, missing ones null,
 * the default carrier's price and delivery date never null, promotion validity never null.
 * Amounts in euros with 2 decimals, carrier amounts in cents (SPEC §9).
 */
import type { Carrier } from '../catalogue/carrier';

/** SPEC §9 device code: 0 desktop, 1 other. */
export type Device = 0 | 1;

export interface BasketItemRequest {
  productId: number;
  productSizeId: number;
  quantity: number;
}

export interface BasketDetailRequest {
  basketItems: BasketItemRequest[];
  basketPromotion: { code: string } | null;
  /** Delivery country (ISO 3166 alpha-2, upper case). */
  countryIsoCode: string;
  device: Device;
}

/** SPEC §3 "Basket item (server)". `price`, `originPrice`, `dutyFreePrice` are line totals in euros. */
export interface BasketItemDetail {
  productId: number | null;
  productSizeId: number | null;
  quantity: number | null;
  quantityAvailable: number | null;
  originPrice: number | null;
  price: number | null;
  dutyFreePrice: number | null;
  /** The promotion's discount on this line, with duty (euros). */
  discountAmountWithDuty: number | null;
  /** The product's name and the size in the answer's language (absent from older answers): the line shows these. */
  name?: string;
  size?: string;
}

export interface PromotionValidity {
  valid: boolean;
  message: string;
  allowedDevices: number[];
}

/** SPEC §3 "Basket promotion". `discount` in euros, `taxRate` in percent. */
export interface BasketPromotion {
  code: string;
  valid: boolean;
  name: string;
  discount: number;
  taxRate: number;
  promotionValidity: PromotionValidity;
}

/** A promotion the basket got (issue 34): `code` null for an automatic one; `discount` in euros; the name in the store's language. */
export interface AppliedPromotion {
  code: string | null;
  name: string;
  discount: number;
  freeShipping: boolean;
  gift?: { productId: number; productSizeId: number };
}

/** A promotion the basket could get, and the server's words on why it does not (yet). */
export interface DeclinedPromotion {
  code: string | null;
  name: string;
  message: string;
}

/** Why the shop took a line out: gone from the catalogue, not sold in this store, or an outlet-only product without outlet access. */
export type RemovalReason = 'discontinued' | 'not-sold-here' | 'outlet-only';

/** A requested line the server could not price: the product or size is gone, or not sold in this store. */
export interface RemovedItem {
  productId: number;
  productSizeId: number;
  quantity: number;
  reason: RemovalReason;
}

export interface BasketDetail {
  /** Goods after the promotion, with duty (euros). */
  price: number | null;
  dutyFreePrice: number | null;
  priceWithDefaultCarrier: number | null;
  /** Grams. */
  weight: number | null;
  countryIsoCode: string | null;
  device: number | null;
  basketItems: BasketItemDetail[];
  basketPromotion: BasketPromotion | null;
  defaultCarrier: Carrier | null;
  removedItems: RemovedItem[];
  /** 'unavailable items removed from basket', in the request's language; null when nothing was removed. */
  removedItemsMessage: string | null;
  appliedPromotions: AppliedPromotion[];
  declinedPromotions: DeclinedPromotion[];
}

export const PRICE_REQUIRED = 'Price cannot be null nor undefined';
export const DELIVERY_DATE_REQUIRED = 'Delivery date cannot be null nor undefined';
export const PROMOTION_VALIDITY_REQUIRED = 'Promotion validity cannot be null nor undefined';

/** The answer broke a SPEC §5 rule: a bug or a broken server, never the shopper's doing. */
export class BasketDetailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BasketDetailError';
  }
}

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** SPEC §5: numeric fields converted to numbers; missing (or not a number) become null. */
export function toNumberOrNull(value: unknown): number | null {
  if (value === undefined || value === null || value === '' || typeof value === 'boolean') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

const toNumber = (value: unknown, fallback = 0): number => toNumberOrNull(value) ?? fallback;
const toText = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

const wordOrUndefined = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

export function parseBasketItem(raw: unknown): BasketItemDetail {
  const item = isObject(raw) ? raw : {};
  return {
    productId: toNumberOrNull(item.productId),
    productSizeId: toNumberOrNull(item.productSizeId),
    quantity: toNumberOrNull(item.quantity),
    quantityAvailable: toNumberOrNull(item.quantityAvailable),
    originPrice: toNumberOrNull(item.originPrice),
    price: toNumberOrNull(item.price),
    dutyFreePrice: toNumberOrNull(item.dutyFreePrice),
    discountAmountWithDuty: toNumberOrNull(item.discountAmountWithDuty),
    name: wordOrUndefined(item.name),
    size: wordOrUndefined(item.size),
  };
}

export function parsePromotion(raw: unknown): BasketPromotion | null {
  if (!isObject(raw)) return null;
  const validity = raw.promotionValidity;
  if (!isObject(validity)) throw new BasketDetailError(PROMOTION_VALIDITY_REQUIRED);
  const devices = Array.isArray(validity.allowedDevices) ? validity.allowedDevices.map((device) => toNumberOrNull(device)) : null;
  if (devices === null) throw new BasketDetailError(PROMOTION_VALIDITY_REQUIRED);
  return {
    code: toText(raw.code),
    valid: raw.valid === true,
    name: toText(raw.name),
    discount: toNumber(raw.discount),
    taxRate: toNumber(raw.taxRate),
    promotionValidity: {
      valid: validity.valid === true,
      message: toText(validity.message),
      allowedDevices: devices.filter((device): device is number => device !== null),
    },
  };
}

/** SPEC §5: a carrier, when given, must carry a price and a delivery date. */
export function parseCarrier(raw: unknown): Carrier | null {
  if (!isObject(raw)) return null;
  const price = raw.price;
  const deliveryDate = raw.deliveryDate;
  if (!isObject(price)) throw new BasketDetailError(PRICE_REQUIRED);
  if (!isObject(deliveryDate)) throw new BasketDetailError(DELIVERY_DATE_REQUIRED);
  return {
    id: toNumber(raw.id),
    rank: toNumber(raw.rank),
    code: toText(raw.code),
    logo: toText(raw.logo),
    type: toText(raw.type) as Carrier['type'],
    serviceName: toText(raw.serviceName),
    name: toText(raw.name),
    description: toText(raw.description),
    price: {
      id: toNumber(price.id),
      freeShipping: price.freeShipping === true,
      freeShippingAmount: toNumber(price.freeShippingAmount),
      priceWithoutDuty: toNumber(price.priceWithoutDuty),
      priceWithDuty: toNumber(price.priceWithDuty),
    },
    deliveryDate: {
      id: toNumber(deliveryDate.id),
      shippingDate: toText(deliveryDate.shippingDate),
      deliveryDate: toText(deliveryDate.deliveryDate),
    },
  };
}

function parseRemoved(raw: unknown): RemovedItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isObject).map((item) => ({
    productId: toNumber(item.productId),
    productSizeId: toNumber(item.productSizeId),
    quantity: toNumber(item.quantity),
    reason: item.reason === 'not-sold-here' || item.reason === 'outlet-only' ? item.reason : 'discontinued',
  }));
}

const codeOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function parseApplied(raw: unknown): AppliedPromotion[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isObject).map((item) => {
    const gift = isObject(item.gift) ? { productId: toNumber(item.gift.productId), productSizeId: toNumber(item.gift.productSizeId) } : undefined;
    return { code: codeOrNull(item.code), name: toText(item.name), discount: toNumber(item.discount), freeShipping: item.freeShipping === true, ...(gift ? { gift } : {}) };
  });
}

function parseDeclined(raw: unknown): DeclinedPromotion[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isObject).map((item) => ({ code: codeOrNull(item.code), name: toText(item.name), message: toText(item.message) }));
}

/** The server answer, checked and converted (SPEC §5). Throws BasketDetailError when it breaks a rule. */
export function parseBasketDetail(raw: unknown): BasketDetail {
  if (!isObject(raw)) throw new BasketDetailError('The basket answer is not an object');
  return {
    price: toNumberOrNull(raw.price),
    dutyFreePrice: toNumberOrNull(raw.dutyFreePrice),
    priceWithDefaultCarrier: toNumberOrNull(raw.priceWithDefaultCarrier),
    weight: toNumberOrNull(raw.weight),
    countryIsoCode: typeof raw.countryIsoCode === 'string' ? raw.countryIsoCode : null,
    device: toNumberOrNull(raw.device),
    basketItems: Array.isArray(raw.basketItems) ? raw.basketItems.map(parseBasketItem) : [],
    basketPromotion: parsePromotion(raw.basketPromotion),
    defaultCarrier: parseCarrier(raw.defaultCarrier),
    removedItems: parseRemoved(raw.removedItems),
    removedItemsMessage: typeof raw.removedItemsMessage === 'string' && raw.removedItemsMessage !== '' ? raw.removedItemsMessage : null,
    appliedPromotions: parseApplied(raw.appliedPromotions),
    declinedPromotions: parseDeclined(raw.declinedPromotions),
  };
}

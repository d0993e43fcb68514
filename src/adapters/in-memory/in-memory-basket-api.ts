import type { BasketDetail, BasketDetailRequest, BasketItemDetail, BasketPromotion, RemovedItem } from '../../domain/basket/basket-detail';
import { percentOff } from '../../domain/basket/pricing';
import { shippingPrice } from '../../domain/basket/shipping';
import { fromEuros, toEuros } from '../../domain/money/money';
import type { BasketApi } from '../../application/ports/basket-api';
import { aCarrier, aRefusedPromotion } from './basket-fixtures';

export interface InMemorySize {
  productId: number;
  sizeId: number;
  /** Euros. */
  price: number;
  originPrice?: number | null;
  stock: number;
  weightGrams?: number;
}

export interface InMemoryBasketData {
  sizes?: InMemorySize[];
  /** Codes the shop knows: a percent off everything, or refused with a message. */
  promotions?: Record<string, { percent: number; name?: string } | { refused: string }>;
  /** Cents (default 490). */
  shippingPrice?: number;
  /** Cents (default 9900). */
  freeShippingAmount?: number;
  vatRate?: number;
  /** Every call fails with this error when set. */
  failWith?: unknown;
}

export const UNKNOWN_CODE_MESSAGE = "Ce code promo n'existe pas";

/**
 * The basket pricing as plain data, for use-case tests and offline runs: caps at the stock,
 * drops unknown sizes, percent codes, free shipping at the threshold. Kept honest by the same
 * contract test as the HTTP adapter (`basket-api.contract.ts`).
 */
export class InMemoryBasketApi implements BasketApi {
  readonly requests: BasketDetailRequest[] = [];

  constructor(private readonly data: InMemoryBasketData = {}) {}

  /** Changes the stock of a size (another shopper bought it meanwhile). */
  setStock(sizeId: number, stock: number): void {
    const size = this.data.sizes?.find((candidate) => candidate.sizeId === sizeId);
    if (size) size.stock = stock;
  }

  failWith(error: unknown): void {
    this.data.failWith = error;
  }

  async detail(request: BasketDetailRequest): Promise<BasketDetail> {
    this.requests.push(structuredClone(request));
    if (this.data.failWith) throw this.data.failWith;
    const vatRate = this.data.vatRate ?? 20;
    const items: BasketItemDetail[] = [];
    const removedItems: RemovedItem[] = [];
    const totals: number[] = [];
    for (const wanted of request.basketItems) {
      const size = this.data.sizes?.find((candidate) => candidate.sizeId === wanted.productSizeId && candidate.productId === wanted.productId);
      if (!size) {
        removedItems.push({ productId: wanted.productId, productSizeId: wanted.productSizeId, quantity: wanted.quantity, reason: 'discontinued' });
        continue;
      }
      const quantity = Math.min(wanted.quantity, size.stock);
      const total = fromEuros(size.price) * quantity;
      totals.push(total);
      items.push({
        productId: size.productId,
        productSizeId: size.sizeId,
        quantity,
        quantityAvailable: size.stock,
        originPrice: toEuros(fromEuros(size.originPrice ?? size.price) * quantity),
        price: toEuros(total),
        dutyFreePrice: toEuros(Math.round(total / (1 + vatRate / 100))),
        discountAmountWithDuty: 0,
      });
    }
    let discount = 0;
    let basketPromotion: BasketPromotion | null = null;
    if (request.basketPromotion) {
      const code = request.basketPromotion.code.toUpperCase();
      const known = this.data.promotions?.[code];
      if (known && 'percent' in known) {
        const parts = percentOff(totals, known.percent);
        parts.forEach((part, index) => (items[index].discountAmountWithDuty = toEuros(part)));
        discount = parts.reduce((sum, part) => sum + part, 0);
        basketPromotion = {
          code,
          valid: true,
          name: known.name ?? code,
          discount: toEuros(discount),
          taxRate: vatRate,
          promotionValidity: { valid: true, message: 'Code promo appliqué', allowedDevices: [0, 1] },
        };
      } else {
        basketPromotion = aRefusedPromotion(code, known && 'refused' in known ? known.refused : UNKNOWN_CODE_MESSAGE);
      }
    }
    const goods = totals.reduce((sum, total) => sum + total, 0) - discount;
    const threshold = this.data.freeShippingAmount ?? 9900;
    const shipping = shippingPrice(this.data.shippingPrice ?? 490, threshold, goods);
    const carrier = aCarrier();
    return {
      price: toEuros(goods),
      dutyFreePrice: toEuros(Math.round(goods / (1 + vatRate / 100))),
      priceWithDefaultCarrier: toEuros(goods + shipping.priceWithDuty),
      weight: items.reduce((sum, item) => sum + (this.data.sizes?.find((size) => size.sizeId === item.productSizeId)?.weightGrams ?? 250) * (item.quantity ?? 0), 0),
      countryIsoCode: request.countryIsoCode,
      device: request.device,
      basketItems: items,
      basketPromotion,
      defaultCarrier: {
        ...carrier,
        price: { ...carrier.price, freeShipping: shipping.freeShipping, freeShippingAmount: threshold, priceWithDuty: shipping.priceWithDuty, priceWithoutDuty: Math.round(shipping.priceWithDuty / (1 + vatRate / 100)) },
      },
      removedItems,
      removedItemsMessage: removedItems.length > 0 || items.some((item) => item.quantity === 0) ? 'Des articles indisponibles ont été retirés de votre panier' : null,
      appliedPromotions: basketPromotion?.valid ? [{ code: basketPromotion.code, name: basketPromotion.name, discount: basketPromotion.discount, freeShipping: false }] : [],
      declinedPromotions: basketPromotion && !basketPromotion.valid ? [{ code: basketPromotion.code, name: basketPromotion.name, message: basketPromotion.promotionValidity.message }] : [],
    };
  }
}

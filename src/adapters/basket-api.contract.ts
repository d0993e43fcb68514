import { describe, expect, it } from 'vitest';
import type { BasketApi } from '../application/ports/basket-api';

export interface BasketApiContractSetup {
  api: () => BasketApi;
  /** A size with at least 3 in stock, and one with 1 or 2 left. */
  inStock: () => { productId: number; sizeId: number };
  lowStock: () => { productId: number; sizeId: number; stock: number };
  validCode: string;
  refusedCode: { code: string; message: string };
}

/**
 * What every BasketApi promises the basket use cases, whatever the adapter: the in-memory fake
 * and the HTTP client against the real server run the same checks (STYLE: fakes kept honest).
 */
export function describeBasketApiContract(name: string, setup: BasketApiContractSetup): void {
  describe(`BasketApi contract: ${name}`, () => {
    const request = (items: { productId: number; sizeId: number; quantity: number }[], code: string | null = null) =>
      setup.api().detail({
        basketItems: items.map((item) => ({ productId: item.productId, productSizeId: item.sizeId, quantity: item.quantity })),
        basketPromotion: code === null ? null : { code },
        countryIsoCode: 'FR',
        device: 0,
      });

    it('prices each line as a line total, with the stock and the default carrier', async () => {
      const { productId, sizeId } = setup.inStock();
      const detail = await request([{ productId, sizeId, quantity: 2 }]);
      expect(detail.basketItems).toHaveLength(1);
      const [item] = detail.basketItems;
      expect(item).toMatchObject({ productId, productSizeId: sizeId, quantity: 2 });
      expect(item.quantityAvailable).toBeGreaterThanOrEqual(2);
      expect(item.price).toBeGreaterThan(0);
      expect(item.dutyFreePrice).toBeLessThan(item.price!);
      expect(detail.price).toBe(item.price);
      expect(detail.countryIsoCode).toBe('FR');
      expect(detail.defaultCarrier?.price.priceWithDuty).toBeTypeOf('number');
      expect(detail.defaultCarrier?.deliveryDate.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(detail.priceWithDefaultCarrier).toBeCloseTo(detail.price! + detail.defaultCarrier!.price.priceWithDuty / 100, 2);
    });

    it('caps a quantity at the stock', async () => {
      const { productId, sizeId, stock } = setup.lowStock();
      const [item] = (await request([{ productId, sizeId, quantity: stock + 3 }])).basketItems;
      expect(item).toMatchObject({ quantity: stock, quantityAvailable: stock });
    });

    it('leaves out a size that does not exist, saying so', async () => {
      const { productId } = setup.inStock();
      const detail = await request([{ productId, sizeId: 987_654, quantity: 1 }]);
      expect(detail.basketItems).toEqual([]);
      expect(detail.removedItems).toEqual([{ productId, productSizeId: 987_654, quantity: 1, reason: 'discontinued' }]);
      expect(detail.removedItemsMessage).toBeTruthy();
    });

    it('applies a valid code and refuses another with its message', async () => {
      const { productId, sizeId } = setup.inStock();
      const valid = await request([{ productId, sizeId, quantity: 2 }], setup.validCode);
      expect(valid.basketPromotion).toMatchObject({ code: setup.validCode, valid: true, promotionValidity: { valid: true } });
      expect(valid.basketPromotion!.discount).toBeGreaterThan(0);
      const refused = await request([{ productId, sizeId, quantity: 2 }], setup.refusedCode.code);
      expect(refused.basketPromotion).toMatchObject({ valid: false, discount: 0, promotionValidity: { valid: false, message: setup.refusedCode.message } });
    });
  });
}

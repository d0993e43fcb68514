import { describe, expect, it } from 'vitest';
import { ALREADY_SUBSCRIBED_MESSAGE_FR } from '../domain/catalogue/product-alert';
import type { ProductAlertApi } from '../application/ports/product-alert-api';

export interface ProductAlertApiContractSetup {
  /** The French store. */
  api: () => ProductAlertApi;
  /** A sold-out size no test has used yet (each call gives another). */
  soldOut: () => { productId: number; sizeId: number };
  inStock: () => { productId: number; sizeId: number };
}

/**
 * What every ProductAlertApi promises the stock-alert use cases, whatever the adapter: the
 * in-memory fake and the HTTP client against the real server run the same checks.
 */
export function describeProductAlertApiContract(name: string, setup: ProductAlertApiContractSetup): void {
  describe(`ProductAlertApi contract: ${name}`, () => {
    const email = (label: string) => `${label}.${name.replace(/\W+/g, '-').toLowerCase()}@example.com`;

    it('keeps an alert for a sold-out size and lists it', async () => {
      const { productId, sizeId } = setup.soldOut();
      const alert = await setup.api().subscribe({ productId, productSizeId: sizeId, email: email('Ann'), customerId: null, deviceTokenSalesforce: null });
      expect(alert).toMatchObject({ productId, productSizeId: sizeId, email: email('ann'), customerId: null, deviceTokenSalesforce: null, alertType: 'back_in_stock', sentAt: null });
      expect((await setup.api().list(email('ann'))).map((entry) => entry.id)).toEqual([alert.id]);
    });

    it('refuses a second alert for the same address and size (409, SPEC §8 wording)', async () => {
      const { productId, sizeId } = setup.soldOut();
      await setup.api().subscribe({ productId, productSizeId: sizeId, email: email('ben') });
      await expect(setup.api().subscribe({ productId, productSizeId: sizeId, email: email('ben') })).rejects.toMatchObject({
        name: 'ApiError', code: 409, message: ALREADY_SUBSCRIBED_MESSAGE_FR,
      });
    });

    it('refuses a size in stock (422), an unknown size (404) and a bad address (422)', async () => {
      const inStock = setup.inStock();
      await expect(setup.api().subscribe({ productId: inStock.productId, productSizeId: inStock.sizeId, email: email('cat') })).rejects.toMatchObject({ code: 422 });
      await expect(setup.api().subscribe({ productId: inStock.productId, productSizeId: 987654321, email: email('cat') })).rejects.toMatchObject({ code: 404 });
      const soldOut = setup.soldOut();
      await expect(setup.api().subscribe({ productId: soldOut.productId, productSizeId: soldOut.sizeId, email: 'cat@' })).rejects.toMatchObject({ code: 422 });
    });

    it('lists newest first and removes an alert once', async () => {
      const [first, second] = [setup.soldOut(), setup.soldOut()];
      const a = await setup.api().subscribe({ productId: first.productId, productSizeId: first.sizeId, email: email('dan') });
      const b = await setup.api().subscribe({ productId: second.productId, productSizeId: second.sizeId, email: email('dan') });
      expect((await setup.api().list(email('DAN'))).map((alert) => alert.id)).toEqual([b.id, a.id]);
      await setup.api().remove(a.id);
      expect((await setup.api().list(email('dan'))).map((alert) => alert.id)).toEqual([b.id]);
      await expect(setup.api().remove(a.id)).rejects.toMatchObject({ code: 404 });
    });
  });
}

import { describe, expect, it } from 'vitest';
import { InMemoryProductAlertApi } from '../../adapters/in-memory/in-memory-product-alert-api';
import { ApiError } from '../ports/api-error';
import { ListStockAlerts, RemoveStockAlert } from './manage-stock-alerts';
import { SubscribeStockAlert } from './subscribe-stock-alert';

const shop = (failWith?: unknown) =>
  new InMemoryProductAlertApi({ sizes: [{ productId: 7, sizeId: 71, stock: 0 }, { productId: 7, sizeId: 72, stock: 3 }], failWith });

describe('SubscribeStockAlert', () => {
  it('subscribes, sending the address trimmed and lower-cased and no null field', async () => {
    const api = shop();
    const result = await new SubscribeStockAlert(api).execute({
      productId: 7, productSizeId: 71, email: '  Zoe@Example.com ', customerId: null, deviceTokenSalesforce: null, alertType: null,
    });
    expect(result).toMatchObject({ kind: 'subscribed', alert: { productSizeId: 71, email: 'zoe@example.com', alertType: 'back_in_stock' } });
    expect(api.requests).toEqual([{ productId: 7, productSizeId: 71, email: 'zoe@example.com' }]);
  });

  it.each([
    ['already subscribed', { productSizeId: 71 }, { kind: 'already-subscribed', message: 'Vous êtes déjà inscrit à cette alerte mail' }],
    ['a size in stock', { productSizeId: 72 }, { kind: 'refused', code: 422, message: expect.stringContaining('disponible') }],
    ['an unknown size', { productSizeId: 79 }, { kind: 'refused', code: 404, message: 'Size not found' }],
  ])('answers %s as a value', async (_name, input, expected) => {
    const api = shop();
    const useCase = new SubscribeStockAlert(api);
    await useCase.execute({ productId: 7, productSizeId: 71, email: 'zoe@example.com' });
    expect(await useCase.execute({ productId: 7, email: 'zoe@example.com', ...input })).toEqual(expected);
  });

  it('checks the address before asking the shop', async () => {
    const api = shop();
    expect(await new SubscribeStockAlert(api).execute({ productId: 7, productSizeId: 71, email: 'zoe@' })).toEqual({ kind: 'invalid-email' });
    expect(api.requests).toEqual([]);
  });

  it('lets infrastructure failures throw', async () => {
    await expect(new SubscribeStockAlert(shop(new ApiError(0, 'Network Error'))).execute({ productId: 7, productSizeId: 71, email: 'a@b.co' })).rejects.toMatchObject({ code: 0 });
    await expect(new SubscribeStockAlert(shop(new ApiError(500, 'boom'))).execute({ productId: 7, productSizeId: 71, email: 'a@b.co' })).rejects.toMatchObject({ code: 500 });
  });
});

describe('ListStockAlerts and RemoveStockAlert', () => {
  it('list an address’s alerts and remove one, unknown ones as values', async () => {
    const api = shop();
    const { alert } = (await new SubscribeStockAlert(api).execute({ productId: 7, productSizeId: 71, email: 'yan@example.com' })) as { alert: { id: number } };
    expect(await new ListStockAlerts(api).execute('YAN@example.com ')).toMatchObject({ kind: 'found', alerts: [{ id: alert.id }] });
    expect(await new ListStockAlerts(api).execute('yan')).toEqual({ kind: 'invalid-email' });
    expect(await new RemoveStockAlert(api).execute(alert.id)).toEqual({ kind: 'removed' });
    expect(await new RemoveStockAlert(api).execute(alert.id)).toEqual({ kind: 'not-found' });
    await expect(new RemoveStockAlert(shop(new ApiError(500, 'boom'))).execute(1)).rejects.toMatchObject({ code: 500 });
  });
});

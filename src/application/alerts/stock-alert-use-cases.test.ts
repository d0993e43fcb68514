import { describe, expect, it } from 'vitest';
import { InMemoryProductAlertApi } from '../../adapters/in-memory/in-memory-alerts-api';
import { ApiError } from '../ports/api-error';
import { ListStockAlerts, RemoveStockAlert } from './manage-stock-alerts';
import { SubscribeStockAlert } from './subscribe-stock-alert';

const shop = (failWith?: unknown) =>
  new InMemoryProductAlertApi({ sizes: [{ productId: 7, sizeId: 71, stock: 0 }, { productId: 7, sizeId: 72, stock: 3 }, { productId: 7, sizeId: 73, stock: 0 }], failWith });

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
  it("keep the subscription's link, which lists and removes that alert, unknown ones as values", async () => {
    const api = shop();
    const result = await new SubscribeStockAlert(api).execute({ productId: 7, productSizeId: 71, email: 'yan@example.com' });
    if (result.kind !== 'subscribed') throw new Error(`not subscribed: ${result.kind}`);
    const { alert, manage } = result;
    expect(alert).not.toHaveProperty('manage');
    expect(manage).toMatchObject({ email: 'yan@example.com', alert: alert.id, url: expect.stringContaining('/account/subscriptions?') });
    expect(await new ListStockAlerts(api).execute(manage)).toEqual({ kind: 'found', alerts: [alert] });
    expect(await new RemoveStockAlert(api).execute(alert.id, manage)).toEqual({ kind: 'removed' });
    expect(await new RemoveStockAlert(api).execute(alert.id, manage)).toEqual({ kind: 'not-found' });
    await expect(new RemoveStockAlert(shop(new ApiError(500, 'boom'))).execute(1, manage)).rejects.toMatchObject({ code: 500 });
  });

  it("list an address's alerts with the mail's link; a forged or expired link is refused as a value", async () => {
    const api = shop();
    await new SubscribeStockAlert(api).execute({ productId: 7, productSizeId: 71, email: 'yan@example.com' });
    const mail = api.mailLink('YAN@example.com');
    expect(await new ListStockAlerts(api).execute(mail)).toMatchObject({ kind: 'found', alerts: [{ email: 'yan@example.com' }] });
    const refused = { kind: 'link-refused', message: "Ce lien d'alerte n'est pas valide ou a expiré." };
    expect(await new ListStockAlerts(api).execute({ ...mail, signature: 'A'.repeat(43) })).toEqual(refused);
    expect(await new ListStockAlerts(api).execute(api.mailLink('yan@example.com', -1))).toEqual(refused);
    expect(await new RemoveStockAlert(api).execute(1, { ...mail, email: 'zoe@example.com' })).toEqual(refused);
  });

  it("remove the signed-in customer's own alerts without a link, nothing signed out", async () => {
    const api = shop();
    const customer = api.withCaller(() => 5);
    const anonymous = await new SubscribeStockAlert(api).execute({ productId: 7, productSizeId: 71, email: 'yan@example.com' });
    const mine = await new SubscribeStockAlert(customer).execute({ productId: 7, productSizeId: 73, email: 'yan@example.com' });
    expect(mine).toMatchObject({ kind: 'subscribed', alert: { customerId: 5 } });
    const [anonymousId, mineId] = [anonymous, mine].map((result) => (result.kind === 'subscribed' ? result.alert.id : 0));
    expect(await new RemoveStockAlert(api).execute(mineId)).toEqual({ kind: 'signed-out' });
    expect(await new RemoveStockAlert(customer).execute(anonymousId)).toEqual({ kind: 'not-found' });
    expect(await new RemoveStockAlert(customer).execute(mineId)).toEqual({ kind: 'removed' });
    expect(await new ListStockAlerts(api).execute(api.mailLink('yan@example.com'))).toMatchObject({ kind: 'found', alerts: [{ id: anonymousId }] });
  });
});

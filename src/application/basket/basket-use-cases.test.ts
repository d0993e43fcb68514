import { describe, expect, it } from 'vitest';
import { ApiError } from '../ports/api-error';
import { HOODIE, TEE, basketTestbed, teeAndHoodiePricing, teeAndHoodieTestbed } from '../../adapters/in-memory/basket-testbed';
import { MemoryKeyValueStorage } from '../../adapters/storage/memory-key-value-storage';
import { BasketDetailError } from '../../domain/basket/basket-detail';

const shop = () => teeAndHoodieTestbed();
const lines = (basket: { lines: readonly { info: { id: number }; size: { id: number }; quantity: number }[] }) =>
  basket.lines.map((line) => [line.info.id, line.size.id, line.quantity]);

describe('AddToBasket', () => {
  it('adds a line, keeps it in storage and has the server price it', async () => {
    const t = shop();
    const result = await t.add.execute({ productId: 12, sizeId: 1003 });
    expect(result.kind).toBe('updated');
    const basket = t.repository.load();
    expect(lines(basket)).toEqual([[12, 1003, 1]]);
    expect(basket.lines[0].info).toMatchObject({ name: 'Logo tee', price: 24.5, originPrice: 35 });
    expect(basket.lines[0].size).toEqual({ id: 1003, quantity: 5, label: 'L' });
    expect(basket.amounts()).toMatchObject({ subtotal: 24.5, shippingCents: 490, total: 29.4 });
    expect(basket.loading).toBe(false);
    expect(JSON.parse(t.storage.getItem('basket')!).lines).toHaveLength(1);
    expect(t.api.requests[0]).toEqual({ basketItems: [{ productId: 12, productSizeId: 1003, quantity: 1 }], basketPromotion: null, countryIsoCode: 'FR', device: 0 });
  });

  it.each([
    { case: 'the same size twice makes 2', adds: [[12, 1003, 1], [12, 1003, 1]], expected: [[12, 1003, 2]] },
    { case: '--qty adds N', adds: [[12, 1003, 3], [12, 1003, 1]], expected: [[12, 1003, 4]] },
    { case: 'another size is another line', adds: [[12, 1003, 1], [13, 2001, 1]], expected: [[12, 1003, 1], [13, 2001, 1]] },
    { case: 'more than the stock is capped', adds: [[12, 1002, 3]], expected: [[12, 1002, 2]] },
  ])('$case', async ({ adds, expected }) => {
    const t = shop();
    for (const [productId, sizeId, quantity] of adds) await t.add.execute({ productId, sizeId, quantity });
    expect(lines(t.repository.load())).toEqual(expected);
  });

  it('tells when the quantity was capped at the stock', async () => {
    const result = await shop().add.execute({ productId: 12, sizeId: 1002, quantity: 3 });
    expect(result).toMatchObject({ kind: 'updated', notices: [{ kind: 'quantity-capped', productId: 12, sizeId: 1002, requested: 3, available: 2 }] });
  });

  it.each([
    { case: 'an unknown product', input: { productId: 99, sizeId: 1 }, kind: 'product-not-found' },
    { case: 'a size of another product', input: { productId: 12, sizeId: 2001 }, kind: 'size-not-found' },
    { case: 'a sold-out size', input: { productId: 12, sizeId: 1001 }, kind: 'size-unavailable' },
    { case: 'a zero quantity', input: { productId: 12, sizeId: 1003, quantity: 0 }, kind: 'invalid-quantity' },
  ])('refuses $case without touching the basket', async ({ input, kind }) => {
    const t = shop();
    expect((await t.add.execute(input)).kind).toBe(kind);
    expect(t.repository.load().isEmpty).toBe(true);
    expect(t.api.requests).toEqual([]);
  });

  it('uses the product the page already has, without a catalogue call', async () => {
    const t = shop();
    await t.add.execute({ productId: 13, sizeId: 2001, product: HOODIE.product });
    expect(t.catalogue.calls).toEqual([]);
    expect(lines(t.repository.load())).toEqual([[13, 2001, 1]]);
  });
});

describe('SetBasketQuantity and RemoveFromBasket', () => {
  it.each([
    { case: 'sets a quantity', act: (t: ReturnType<typeof shop>) => t.setQuantity.execute({ productId: 13, sizeId: 2001, quantity: 4 }), expected: [[12, 1003, 1], [13, 2001, 4]] },
    { case: 'set 0 removes', act: (t: ReturnType<typeof shop>) => t.setQuantity.execute({ productId: 12, sizeId: 1003, quantity: 0 }), expected: [[13, 2001, 1]] },
    { case: 'remove', act: (t: ReturnType<typeof shop>) => t.remove.execute({ productId: 13, sizeId: 2001 }), expected: [[12, 1003, 1]] },
  ])('$case', async ({ act, expected }) => {
    const t = shop();
    await t.add.execute({ productId: 12, sizeId: 1003 });
    await t.add.execute({ productId: 13, sizeId: 2001 });
    expect((await act(t)).kind).toBe('updated');
    expect(lines(t.repository.load())).toEqual(expected);
  });

  it('says when the line is not in the basket, or the quantity is not one', async () => {
    const t = shop();
    await t.add.execute({ productId: 12, sizeId: 1003 });
    expect(await t.setQuantity.execute({ productId: 13, sizeId: 2001, quantity: 2 })).toEqual({ kind: 'line-not-found' });
    expect(await t.remove.execute({ productId: 13, sizeId: 2001 })).toEqual({ kind: 'line-not-found' });
    expect(await t.setQuantity.execute({ productId: 12, sizeId: 1003, quantity: -2 })).toEqual({ kind: 'invalid-quantity' });
  });

  it('empties the totals without a call when the last line goes', async () => {
    const t = shop();
    await t.add.execute({ productId: 12, sizeId: 1003 });
    const calls = t.api.requests.length;
    const result = await t.remove.execute({ productId: 12, sizeId: 1003 });
    expect(result).toMatchObject({ kind: 'updated', notices: [] });
    expect(t.api.requests).toHaveLength(calls);
    expect(t.repository.load()).toMatchObject({ totals: null, loading: false, isEmpty: true });
  });
});

describe('ApplyPromotion and ClearPromotion', () => {
  it('applies a valid code: the discount comes off the total', async () => {
    const t = shop();
    await t.add.execute({ productId: 13, sizeId: 2001 });
    const result = await t.applyPromotion.execute(' bienvenue10 ');
    expect(result).toMatchObject({ kind: 'promotion-applied', promotion: { code: 'BIENVENUE10', discount: 5.99 } });
    expect(t.repository.load().amounts()).toMatchObject({ discount: 5.99, goods: 53.91, total: 58.81 });
    expect(t.api.requests.at(-1)?.basketPromotion).toEqual({ code: 'BIENVENUE10' });
  });

  it.each([
    { code: 'ETE2024', message: 'Ce code promo a expiré' },
    { code: 'NOPE', message: "Ce code promo n'existe pas" },
  ])('refuses $code with the server message and keeps no promotion', async ({ code, message }) => {
    const t = shop();
    await t.add.execute({ productId: 13, sizeId: 2001 });
    const result = await t.applyPromotion.execute(code);
    expect(result).toMatchObject({ kind: 'promotion-refused', code, message });
    const basket = t.repository.load();
    expect(basket.promotion).toBeNull();
    expect(basket.refusedPromotion).toEqual({ code, message });
    await t.add.execute({ productId: 13, sizeId: 2001 });
    expect(t.repository.load().refusedPromotion).toBeNull();
    expect(t.api.requests.at(-1)?.basketPromotion).toBeNull();
  });

  it('refuses an empty code without a call, and a code on an empty basket', async () => {
    const t = shop();
    expect(await t.applyPromotion.execute('  ')).toEqual({ kind: 'promo-code-required' });
    expect(await t.applyPromotion.execute('BIENVENUE10')).toEqual({ kind: 'empty-basket' });
    expect(t.api.requests).toEqual([]);
  });

  it('clears a promotion and recalculates without it', async () => {
    const t = shop();
    await t.add.execute({ productId: 13, sizeId: 2001 });
    await t.applyPromotion.execute('BIENVENUE10');
    expect((await t.clearPromotion.execute()).kind).toBe('updated');
    expect(t.repository.load().promotion).toBeNull();
    expect(t.repository.load().amounts().total).toBe(64.8);
  });
});

describe('RecalculateBasket', () => {
  it('applies what changed on the server: stock fell, a size disappeared', async () => {
    const t = shop();
    await t.add.execute({ productId: 12, sizeId: 1003, quantity: 4 });
    await t.add.execute({ productId: 13, sizeId: 2001 });
    t.api.setStock(1003, 1);
    t.api.setStock(2001, 0);
    const result = await t.recalculate.execute();
    expect(result).toMatchObject({
      kind: 'updated',
      notices: [
        { kind: 'quantity-capped', productId: 12, sizeId: 1003, requested: 4, available: 1 },
        { kind: 'line-removed', productId: 13, sizeId: 2001, reason: 'out-of-stock' },
      ],
    });
    expect(lines(t.repository.load())).toEqual([[12, 1003, 1]]);
  });

  it.each([
    ['a network error', new ApiError(0, 'Network Error')],
    ['a server error', new ApiError(500, 'Internal Server Error')],
    ['a broken answer', new BasketDetailError('Price cannot be null nor undefined')],
  ])('on %s sets the error flag, keeps the lines and reports the failure', async (_case, error) => {
    const t = shop();
    await t.add.execute({ productId: 12, sizeId: 1003 });
    t.api.failWith(error);
    const result = await t.add.execute({ productId: 12, sizeId: 1003 });
    expect(result).toMatchObject({ kind: 'recalculation-failed', error });
    expect(t.repository.load()).toMatchObject({ error: true, loading: false });
    expect(lines(t.repository.load())).toEqual([[12, 1003, 2]]);
    expect(t.errors.reported).toEqual([{ error, context: 'Unable to recalculate the basket', fatal: false }]);
  });

  it('drops an answer overtaken by a newer change', async () => {
    const t = shop();
    await t.add.execute({ productId: 12, sizeId: 1003 });
    const [first, second] = await Promise.all([t.add.execute({ productId: 12, sizeId: 1003 }), t.add.execute({ productId: 13, sizeId: 2001 })]);
    expect(first.kind).toBe('superseded');
    expect(second.kind).toBe('updated');
    expect(lines(t.repository.load())).toEqual([[12, 1003, 2], [13, 2001, 1]]);
  });

  it('sends the delivery country and the device of the request context', async () => {
    const t = basketTestbed({ pricing: teeAndHoodiePricing(), products: [TEE], context: { storeId: 'boutique_es', locale: 'es', device: 1 } });
    await t.add.execute({ productId: 12, sizeId: 1003 });
    expect(t.api.requests[0]).toMatchObject({ countryIsoCode: 'ES', device: 1 });
  });
});

describe('CleanBasket and LoadBasket', () => {
  it('cleans everything, or keeps the lines on logout and prices them for the store country', async () => {
    const t = shop();
    await t.add.execute({ productId: 12, sizeId: 1003 });
    t.repository.save(t.repository.load().deliverTo('BE').withOrder({ id: 4 }).withVouchers([{ amount: 5 }]));
    const calls = t.api.requests.length;
    const loggedOut = await t.clean.execute({ on: 'logout' });
    expect(loggedOut.basket.state).toMatchObject({ order: null, countryIsoCode: null, vouchers: [{ amount: 5 }], lines: [expect.anything()], loading: false });
    expect(t.api.requests.slice(calls)).toEqual([expect.objectContaining({ countryIsoCode: 'FR' })]);
    const cleaned = await t.clean.execute();
    expect(cleaned.basket.isEmpty).toBe(true);
    expect(t.api.requests).toHaveLength(calls + 1);
    expect(t.storage.getItem('basket')).toBeNull();
  });

  it('restores the basket of an earlier visit, keeping lines above 0, and can recalculate it', async () => {
    const storage = new MemoryKeyValueStorage({
      basket: JSON.stringify({
        lines: [
          { info: { id: 12, name: 'Logo tee', price: 20 }, size: { id: 1003, label: 'L' }, quantity: 2 },
          { info: { id: 13, price: 59.9 }, size: { id: 2001 }, quantity: 0 },
        ],
      }),
    });
    const t = teeAndHoodieTestbed({ storage });
    const loaded = await t.load.execute();
    expect(loaded.kind).toBe('loaded');
    expect(lines(loaded.basket)).toEqual([[12, 1003, 2]]);
    const fresh = await t.load.execute({ recalculate: true });
    expect(fresh.basket.lines[0].info.price).toBe(24.5);
  });

  it('starts empty when storage holds something unreadable', async () => {
    const t = basketTestbed({ storage: new MemoryKeyValueStorage({ basket: '{oops' }) });
    expect((await t.load.execute()).basket.isEmpty).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { aBasketDetail, aLineProduct, aLineSize, anItemDetail, aValidPromotion } from '../../adapters/in-memory/basket-fixtures';
import { Basket } from './basket';

describe('Basket in browser storage (SPEC §3, §4)', () => {
  const priced = () => {
    const basket = Basket.empty().add(aLineProduct({ id: 1 }), aLineSize({ id: 11 }), 2).applyPromotionCode('BIENVENUE10');
    return basket
      .applyReply(aBasketDetail({ basketItems: [anItemDetail({ productId: 1, productSizeId: 11, quantity: 2, price: 49.98 })], basketPromotion: aValidPromotion() }))
      .basket.withFreeShippingAmount(99)
      .withVouchers([{ amount: 10 }]);
  };

  it('round-trips through JSON, except the free-shipping amount and the transient flags', () => {
    const basket = priced();
    const stored = JSON.parse(JSON.stringify(basket.toSnapshot()));
    expect(stored).not.toHaveProperty('freeShippingAmount');
    expect(stored).not.toHaveProperty('loading');
    const restored = Basket.restore(stored);
    expect(restored.lines).toEqual(basket.lines);
    expect(restored.promotion).toEqual(basket.promotion);
    expect(restored.totals).toEqual(basket.totals);
    expect(restored.state.vouchers).toEqual([{ amount: 10 }]);
    expect(restored.state.freeShippingAmount).toBeNull();
  });

  it.each([
    { case: 'keeps only lines with a quantity above 0', lines: [{ q: 2 }, { q: 0 }, { q: -1 }], kept: 1 },
    { case: 'drops lines with a fractional or missing quantity', lines: [{ q: 1.5 }, { q: undefined }], kept: 0 },
    { case: 'keeps every valid line', lines: [{ q: 1 }, { q: 3 }], kept: 2 },
  ])('$case', ({ lines, kept }) => {
    const snapshot = { lines: lines.map(({ q }, index) => ({ info: { id: index + 1, price: 10 }, size: { id: 100 + index }, quantity: q })) };
    expect(Basket.restore(snapshot).lines).toHaveLength(kept);
  });

  it.each([null, undefined, 'oops', 42, [], { lines: 'x' }, { lines: [{ info: null }] }])('restores %j as an empty basket', (value) => {
    expect(Basket.restore(value).isEmpty).toBe(true);
  });

  it('fills what older entries lack and ignores a malformed country', () => {
    const restored = Basket.restore({ lines: [{ info: { id: 1 }, size: { id: 2 }, quantity: 1 }], countryIsoCode: 'france', promotion: { code: 'X' } });
    expect(restored.lines[0]).toEqual({ info: { id: 1, name: null, price: 0, originPrice: null, quantity: 1, pictures: [] }, size: { id: 2, quantity: 1, label: null }, quantity: 1 });
    expect(restored.state.countryIsoCode).toBeNull();
    expect(restored.promotion).toEqual({ status: 'pending', code: 'X' });
  });
});

describe('The order attempt in browser storage', () => {
  const line = { info: { id: 1, price: 10 }, size: { id: 2 }, quantity: 1 };
  it('survives a reload, so the retry sends the same key', () => {
    const basket = Basket.restore({ lines: [line] }).withAttempt({ key: 'a1b2c3d4e5f6a7b8c9d0', request: 'abc-12' });
    expect(Basket.restore(JSON.parse(JSON.stringify(basket.toSnapshot()))).attempt).toEqual({ key: 'a1b2c3d4e5f6a7b8c9d0', request: 'abc-12' });
  });

  it.each([
    { case: 'a basket stored before checkout existed', attempt: undefined },
    { case: 'a key the shop would refuse', attempt: { key: 'short', request: 'x' } },
    { case: 'a key with other characters', attempt: { key: 'a key with spaces in it!', request: 'x' } },
  ])('restores no attempt from $case', ({ attempt }) => {
    expect(Basket.restore({ lines: [line], attempt }).attempt).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { aBasketDetail, aCarrier } from '../../adapters/in-memory/basket-fixtures';
import { DELIVERY_DATE_REQUIRED, PRICE_REQUIRED, PROMOTION_VALIDITY_REQUIRED, parseBasketDetail, parseBasketItem, toNumberOrNull } from './basket-detail';

describe('SPEC §5: basket answer validation', () => {
  it.each([
    [12, 12],
    ['12', 12],
    ['24.99', 24.99],
    [' 3 ', 3],
    [undefined, null],
    [null, null],
    ['', null],
    ['abc', null],
    [true, null],
    [Number.NaN, null],
  ])('converts %j to %j', (value, expected) => {
    expect(toNumberOrNull(value)).toBe(expected);
  });

  it('converts numeric item fields and makes missing ones null', () => {
    expect(parseBasketItem({ productId: '1001', productSizeId: 50001, quantity: '2', price: '49.98' })).toEqual({
      productId: 1001,
      productSizeId: 50001,
      quantity: 2,
      quantityAvailable: null,
      originPrice: null,
      price: 49.98,
      dutyFreePrice: null,
      discountAmountWithDuty: null,
    });
  });

  it("keeps the line's words of the answer (name and size in the store's language), none when blank", () => {
    expect(parseBasketItem({ productId: 1, productSizeId: 2, name: 'Logo-T-Shirt', size: 'Einheitsgröße' })).toMatchObject({ name: 'Logo-T-Shirt', size: 'Einheitsgröße' });
    const blank = parseBasketItem({ productId: 1, productSizeId: 2, name: ' ', size: 3 });
    expect([blank.name, blank.size]).toEqual([undefined, undefined]);
  });

  it.each([
    { case: 'a carrier without price', carrier: { ...aCarrier(), price: null }, message: PRICE_REQUIRED },
    { case: 'a carrier with an undefined price', carrier: { ...aCarrier(), price: undefined }, message: PRICE_REQUIRED },
    { case: 'a carrier without delivery date', carrier: { ...aCarrier(), deliveryDate: null }, message: DELIVERY_DATE_REQUIRED },
  ])('refuses $case', ({ carrier, message }) => {
    expect(() => parseBasketDetail({ ...aBasketDetail(), defaultCarrier: carrier })).toThrow(message);
  });

  it('refuses a promotion without validity, or with null allowed devices', () => {
    expect(() => parseBasketDetail({ ...aBasketDetail(), basketPromotion: { code: 'X', valid: true } })).toThrow(PROMOTION_VALIDITY_REQUIRED);
    expect(() => parseBasketDetail({ ...aBasketDetail(), basketPromotion: { code: 'X', promotionValidity: { valid: true, message: '', allowedDevices: null } } })).toThrow(
      PROMOTION_VALIDITY_REQUIRED,
    );
  });

  it('accepts a well-formed answer unchanged and converts string totals', () => {
    const detail = aBasketDetail();
    expect(parseBasketDetail(JSON.parse(JSON.stringify(detail)))).toEqual(detail);
    expect(parseBasketDetail({ ...detail, price: '24.99', weight: '250', device: '1' })).toMatchObject({ price: 24.99, weight: 250, device: 1 });
  });

  it('refuses an answer that is not an object', () => {
    expect(() => parseBasketDetail('oops')).toThrow(/not an object/);
  });
});

import { describe, expect, it } from 'vitest';
import { evaluatePromotions } from './promotion-engine';
import { basket, line, rule } from './promotion-test-kit';

const TSHIRTS = { categoryIds: [7] };

describe('evaluatePromotions: effects', () => {
  it('takes a percent off the basket', () => {
    const result = evaluatePromotions([rule()], null, basket([line(1, 5000), line(2, 3000)]));
    expect(result.perLine).toEqual([500, 300]);
    expect(result.applied).toHaveLength(1);
  });

  it('takes an amount off the matching lines only', () => {
    const promo = rule({ conditions: { include: { brandIds: [2] } }, effect: { kind: 'amount', amount: 1000, target: 'lines' } });
    const result = evaluatePromotions([promo], null, basket([line(1, 5000), line(2, 3000, 1, { brandId: 2 })]));
    expect(result.perLine).toEqual([0, 1000]);
  });

  it('gives the cheapest T-shirt of three (3 for 2)', () => {
    const promo = rule({ conditions: { include: TSHIRTS }, effect: { kind: 'buy-x-get-y', buy: 3, pay: 2 } });
    const result = evaluatePromotions([promo], null, basket([line(1, 2500, 2), line(2, 1900), line(3, 8000, 1, { categoryIds: [1, 9] })]));
    expect(result.perLine).toEqual([0, 1900, 0]);
  });

  it('frees one unit per full group', () => {
    const promo = rule({ effect: { kind: 'buy-x-get-y', buy: 3, pay: 2 } });
    expect(evaluatePromotions([promo], null, basket([line(1, 1000, 7)])).discount).toBe(2000);
  });

  it('says how many more items a buy X get Y needs', () => {
    const promo = rule({ conditions: { include: TSHIRTS }, effect: { kind: 'buy-x-get-y', buy: 3, pay: 2 } });
    const result = evaluatePromotions([promo], null, basket([line(1, 2500, 2)]));
    expect(result.applied).toEqual([]);
    expect(result.declined[0].refusal).toEqual({ reason: 'more-items', missing: 1 });
  });

  it('picks the highest tier reached', () => {
    const promo = rule({ effect: { kind: 'tiered', tiers: [{ from: 10000, percent: 10 }, { from: 20000, percent: 15 }] } });
    expect(evaluatePromotions([promo], null, basket([line(1, 15000)])).discount).toBe(1500);
    expect(evaluatePromotions([promo], null, basket([line(1, 20000)])).discount).toBe(3000);
    expect(evaluatePromotions([promo], null, basket([line(1, 9000)])).declined[0].refusal).toEqual({ reason: 'minimum', minimumAmount: 10000, missing: 1000 });
  });

  it('frees the shipping and adds a gift', () => {
    const result = evaluatePromotions([rule({ key: 'SHIP', effect: { kind: 'free-shipping' } }), rule({ key: 'GIFT', effect: { kind: 'gift', productId: 9, productSizeId: 99 } })], null, basket([line(1, 5000)]));
    expect(result.freeShipping).toBe(true);
    expect(result.applied.map((applied) => applied.gift)).toEqual([{ productId: 9, productSizeId: 99 }, null]);
    expect(result.discount).toBe(0);
  });
});

describe('evaluatePromotions: conditions', () => {
  it('declines a newsletter promotion to an anonymous shopper, and to a customer who is not subscribed', () => {
    const promo = rule({ code: 'NEWS10', conditions: { segment: 'newsletter' } });
    expect(evaluatePromotions([promo], 'NEWS10', basket([line(1, 5000)])).code?.refusal).toEqual({ reason: 'segment', segment: 'newsletter', anonymous: true });
    expect(evaluatePromotions([promo], 'NEWS10', basket([line(1, 5000)], { customer: { segments: [], uses: {} } })).code?.refusal).toMatchObject({ anonymous: false });
    expect(evaluatePromotions([promo], 'NEWS10', basket([line(1, 5000)], { customer: { segments: ['newsletter'], uses: {} } })).discount).toBe(500);
  });

  it('says what is missing to the minimum', () => {
    const promo = rule({ code: 'NEWS10', conditions: { minimumAmount: 10000 }, effect: { kind: 'amount', amount: 1000, target: 'basket' } });
    expect(evaluatePromotions([promo], 'NEWS10', basket([line(1, 7500)])).code?.refusal).toEqual({ reason: 'minimum', minimumAmount: 10000, missing: 2500 });
  });

  it('stops at the usage limits', () => {
    const total = rule({ code: 'FIVE', usageLimit: 5, uses: 5 });
    const mine = rule({ code: 'ONCE', perCustomerLimit: 1 });
    expect(evaluatePromotions([total], 'FIVE', basket([line(1, 5000)])).code?.refusal).toEqual({ reason: 'usage-limit' });
    expect(evaluatePromotions([mine], 'ONCE', basket([line(1, 5000)], { customer: { segments: [], uses: { ONCE: 1 } } })).code?.refusal).toEqual({ reason: 'customer-limit' });
  });

  it('never discounts an excluded line, even basket-wide', () => {
    const promo = rule({ conditions: { exclude: { brandIds: [2] } } });
    expect(evaluatePromotions([promo], null, basket([line(1, 5000), line(2, 3000, 1, { brandId: 2 })])).perLine).toEqual([500, 0]);
  });

  it('keeps quiet about automatic promotions of other stores or dates', () => {
    const result = evaluatePromotions([rule({ conditions: { storeIds: ['boutique_es'] } }), rule({ key: 'OLD', conditions: { validUntil: new Date('2025-01-01') } })], null, basket([line(1, 5000)]));
    expect(result.declined).toEqual([]);
  });

  it('answers an unknown code', () => {
    const result = evaluatePromotions([], 'NOPE', basket([line(1, 5000)]));
    expect(result.code).toMatchObject({ code: 'NOPE', refusal: { reason: 'unknown' } });
    expect(result.declined).toEqual([{ rule: null, code: 'NOPE', refusal: { reason: 'unknown' } }]);
  });
});

describe('evaluatePromotions: combining', () => {
  it('stacks stackables in priority order on what is left', () => {
    const first = rule({ key: 'A', priority: 1, effect: { kind: 'amount', amount: 1000, target: 'basket' } });
    const second = rule({ key: 'B', priority: 2, effect: { kind: 'percent', percent: 50, target: 'basket' } });
    expect(evaluatePromotions([second, first], null, basket([line(1, 5000)])).perLine).toEqual([3000]);
  });

  it('keeps the better exclusive promotion alone and says the stackables were combined away', () => {
    const stack = rule({ key: 'S', effect: { kind: 'percent', percent: 10, target: 'basket' } });
    const exclusive = rule({ key: 'X', stacking: 'exclusive', effect: { kind: 'percent', percent: 30, target: 'basket' } });
    const result = evaluatePromotions([stack, exclusive], null, basket([line(1, 5000)]));
    expect(result.applied.map((applied) => applied.rule.key)).toEqual(['X']);
    expect(result.declined).toEqual([{ rule: stack, code: null, refusal: { reason: 'combined-away', by: 'X' } }]);
  });

  it('keeps the stackable set when it gives more', () => {
    const a = rule({ key: 'A', effect: { kind: 'percent', percent: 20, target: 'basket' } });
    const b = rule({ key: 'B', effect: { kind: 'free-shipping' } });
    const exclusive = rule({ key: 'X', stacking: 'exclusive', effect: { kind: 'percent', percent: 25, target: 'basket' } });
    const result = evaluatePromotions([a, b, exclusive], null, basket([line(1, 2000)]));
    expect(result.applied.map((applied) => applied.rule.key)).toEqual(['A', 'B']);
    expect(result.declined[0]).toMatchObject({ refusal: { reason: 'combined-away', by: 'A' } });
  });

  it('breaks a tie by priority', () => {
    const a = rule({ key: 'A', priority: 5, stacking: 'exclusive' });
    const b = rule({ key: 'B', priority: 1, stacking: 'exclusive' });
    expect(evaluatePromotions([a, b], null, basket([line(1, 5000)])).applied[0].rule.key).toBe('B');
  });

  it('lets the typed code and automatic promotions stack', () => {
    const code = rule({ key: 'CODE', code: 'CODE', priority: 100, effect: { kind: 'amount', amount: 500, target: 'basket' } });
    const result = evaluatePromotions([code, rule()], 'CODE', basket([line(1, 5000)]));
    expect(result.discount).toBe(1000);
    expect(result.code?.applied?.discount).toBe(500);
  });

  it('ignores a code-only promotion nobody typed', () => {
    expect(evaluatePromotions([rule({ code: 'CODE' })], null, basket([line(1, 5000)])).applied).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { evaluatePromotion, type Promotion, type PromotionLine } from './promotion-rules';

const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  code: 'TEST',
  names: { fr: 'Test', es: 'Test', it: 'Test', nl: 'Test', de: 'Test', en: 'Test' },
  kind: 'percent',
  value: 10,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2027-01-01T00:00:00Z'),
  minimumAmount: null,
  brandIds: null,
  categoryIds: null,
  storeIds: null,
  allowedDevices: [0, 1],
  active: true,
  ...overrides,
});

const line = (total: number, brandId = 1, categoryIds = [1, 10, 100]): PromotionLine => ({ brandId, categoryIds, total });
const context = (overrides: Partial<Parameters<typeof evaluatePromotion>[1]> = {}) => ({
  now: new Date('2026-11-23T09:00:00Z'),
  device: 0,
  storeId: 'laboutiqueofficielle',
  lines: [line(5000), line(2999, 2, [2, 20, 200])],
  ...overrides,
});

describe('evaluatePromotion', () => {
  it.each([
    { case: 'an unknown code', promo: undefined, ctx: {}, reason: 'unknown' },
    { case: 'an inactive code', promo: promotion({ active: false }), ctx: {}, reason: 'unknown' },
    { case: 'another store', promo: promotion({ storeIds: ['boutique_es'] }), ctx: {}, reason: 'store' },
    { case: 'after the end', promo: promotion({ validUntil: new Date('2026-11-23T09:00:00Z') }), ctx: {}, reason: 'expired' },
    { case: 'before the start', promo: promotion({ validFrom: new Date('2026-12-01T00:00:00Z') }), ctx: {}, reason: 'not-started' },
    { case: 'a desktop on an app-only code', promo: promotion({ allowedDevices: [1] }), ctx: {}, reason: 'device' },
    { case: 'goods under the minimum', promo: promotion({ minimumAmount: 9000 }), ctx: {}, reason: 'minimum' },
    { case: 'no line of the brand', promo: promotion({ brandIds: [3] }), ctx: {}, reason: 'no-eligible-items' },
    { case: 'no line of the category', promo: promotion({ categoryIds: [30] }), ctx: {}, reason: 'no-eligible-items' },
    { case: 'an empty basket', promo: promotion(), ctx: { lines: [] }, reason: 'no-eligible-items' },
  ])('refuses $case', ({ promo, ctx, reason }) => {
    expect(evaluatePromotion(promo, context(ctx))).toMatchObject({ valid: false, reason });
  });

  it.each([
    { case: '10 % of every line', promo: promotion(), perLine: [500, 300], discount: 800 },
    { case: 'a percent on one brand only', promo: promotion({ brandIds: [2], value: 20 }), perLine: [0, 600], discount: 600 },
    { case: 'a percent on a parent category', promo: promotion({ categoryIds: [10], value: 25 }), perLine: [1250, 0], discount: 1250 },
    { case: 'a fixed amount spread over lines', promo: promotion({ kind: 'amount', value: 1500, minimumAmount: 5000 }), perLine: [938, 562], discount: 1500 },
    { case: 'a fixed amount never above the goods', promo: promotion({ kind: 'amount', value: 9000, brandIds: [2] }), perLine: [0, 2999], discount: 2999 },
    { case: 'an app-only code on the app', promo: promotion({ allowedDevices: [1] }), ctx: { device: 1 }, perLine: [500, 300], discount: 800 },
    { case: 'open-ended dates', promo: promotion({ validFrom: null, validUntil: null }), perLine: [500, 300], discount: 800 },
    { case: 'the minimum exactly reached', promo: promotion({ minimumAmount: 7999 }), perLine: [500, 300], discount: 800 },
  ])('applies $case', ({ promo, ctx, perLine, discount }) => {
    expect(evaluatePromotion(promo, context(ctx ?? {}))).toEqual({ valid: true, perLine, discount });
  });
});

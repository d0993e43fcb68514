/** Promotions and baskets for the engine's tests. */
import type { EngineContext, EngineLine, PromotionRule } from './promotion';

const NAMES = { fr: 'Promo', es: 'Promo', it: 'Promo', nl: 'Promo', de: 'Promo', en: 'Promo' };

export const rule = (overrides: Partial<PromotionRule> = {}): PromotionRule => ({
  key: overrides.code ?? 'AUTO',
  code: null,
  names: NAMES,
  conditions: {},
  effect: { kind: 'percent', percent: 10, target: 'basket' },
  stacking: 'stackable',
  priority: 10,
  usageLimit: null,
  perCustomerLimit: null,
  uses: 0,
  active: true,
  ...overrides,
});

/** A T-shirt line (category 7, brand 1) of `quantity` units at `unit` cents. */
export const line = (key: number, unit: number, quantity = 1, overrides: Partial<EngineLine> = {}): EngineLine => ({
  key, productId: key, brandId: 1, categoryIds: [1, 7], quantity, total: unit * quantity, ...overrides,
});

export const basket = (lines: EngineLine[], overrides: Partial<EngineContext> = {}): EngineContext => ({
  now: new Date('2026-12-01T12:00:00Z'), device: 0, storeId: 'laboutiqueofficielle', lines, customer: null, shippingValue: 490, ...overrides,
});

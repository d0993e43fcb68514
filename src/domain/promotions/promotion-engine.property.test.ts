import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PromotionEffect, PromotionRule, Tier } from './promotion';
import { evaluatePromotions } from './promotion-engine';
import { basket, line, rule } from './promotion-test-kit';

const effect: fc.Arbitrary<PromotionEffect> = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 0, max: 100 }), target: fc.constantFrom('basket' as const, 'lines' as const) }),
  fc.record({ kind: fc.constant('amount' as const), amount: fc.integer({ min: 0, max: 50000 }), target: fc.constantFrom('basket' as const, 'lines' as const) }),
  fc.integer({ min: 2, max: 5 }).chain((buy) => fc.record({ kind: fc.constant('buy-x-get-y' as const), buy: fc.constant(buy), pay: fc.integer({ min: 1, max: buy - 1 }) })),
  fc.record({ kind: fc.constant('tiered' as const), tiers: fc.constant([{ from: 5000, percent: 10 }, { from: 10000, amount: 2500 }] as Tier[]) }),
  fc.constant({ kind: 'free-shipping' as const }),
);

const promotion: fc.Arbitrary<PromotionRule> = fc.record({
  key: fc.string({ minLength: 1, maxLength: 4 }),
  effect,
  stacking: fc.constantFrom('stackable' as const, 'exclusive' as const),
  priority: fc.integer({ min: 0, max: 5 }),
  brand: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  minimum: fc.option(fc.integer({ min: 0, max: 20000 }), { nil: null }),
}).map(({ brand, minimum, ...rest }) => rule({ ...rest, conditions: { include: brand ? { brandIds: [brand] } : null, minimumAmount: minimum } }));

const lines = fc.uniqueArray(
  fc.record({ key: fc.integer({ min: 1, max: 1000 }), unit: fc.integer({ min: 0, max: 20000 }), quantity: fc.integer({ min: 1, max: 5 }), brandId: fc.integer({ min: 1, max: 3 }) }),
  { selector: (entry) => entry.key, maxLength: 6 },
).map((entries) => entries.map((entry) => line(entry.key, entry.unit, entry.quantity, { brandId: entry.brandId })));

const uniqueKeys = (rules: PromotionRule[]) => rules.map((entry, index) => ({ ...entry, key: `${entry.key}${index}` }));

describe('evaluatePromotions: properties', () => {
  it('never makes a line negative, never exceeds the goods, never raises the total', () => {
    fc.assert(fc.property(fc.array(promotion, { maxLength: 5 }).map(uniqueKeys), lines, (rules, basketLines) => {
      const result = evaluatePromotions(rules, null, basket(basketLines));
      const goods = basketLines.reduce((sum, entry) => sum + entry.total, 0);
      result.perLine.forEach((part, index) => {
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(basketLines[index].total);
        expect(Number.isInteger(part)).toBe(true);
      });
      expect(result.discount).toBeLessThanOrEqual(goods);
      expect(goods - result.discount).toBeGreaterThanOrEqual(0);
    }));
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(fc.property(fc.array(promotion, { maxLength: 5 }).map(uniqueKeys), lines, (rules, basketLines) => {
      const forward = evaluatePromotions(rules, null, basket(basketLines));
      const reversed = evaluatePromotions(rules, null, basket([...basketLines].reverse()));
      const byKey = (result: typeof forward, order: typeof basketLines) => Object.fromEntries(order.map((entry, index) => [entry.key, result.perLine[index]]));
      expect(byKey(reversed, [...basketLines].reverse())).toEqual(byKey(forward, basketLines));
      expect(reversed.applied.map((applied) => applied.rule.key)).toEqual(forward.applied.map((applied) => applied.rule.key));
    }));
  });
});

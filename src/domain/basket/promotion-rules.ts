/**
 * Whether a promotion code applies to a basket, and how much it takes off: the first codes'
 * question, now answered by the promotions engine (src/domain/promotions) with the code alone.
 * The checks run in the order a shopper would want to hear about them.
 */
import type { Cents } from '../money/money';
import { ruleOfCode, type CodePromotion } from '../promotions/code-promotion';
import { evaluatePromotions } from '../promotions/promotion-engine';
import type { Refusal } from '../promotions/promotion';

/** A promotion code as the shop keeps it (the `promotions` table). */
export type Promotion = CodePromotion;

export interface PromotionLine {
  brandId: number;
  /** The product's category and every parent. */
  categoryIds: readonly number[];
  /** Line total with duty, after capping. */
  total: Cents;
}

export interface PromotionContext {
  now: Date;
  device: number;
  storeId: string;
  lines: readonly PromotionLine[];
}

export type PromotionRefusal = Refusal;

export type PromotionOutcome =
  | { valid: true; discount: Cents; perLine: Cents[] }
  | ({ valid: false } & PromotionRefusal);

export function evaluatePromotion(promotion: Promotion | undefined, context: PromotionContext): PromotionOutcome {
  if (!promotion) return { valid: false, reason: 'unknown' };
  const lines = context.lines.map((line, index) => ({ key: index, productId: 0, brandId: line.brandId, categoryIds: line.categoryIds, quantity: 1, total: line.total }));
  const result = evaluatePromotions([ruleOfCode(promotion)], promotion.code, { ...context, lines, customer: null, shippingValue: 0 });
  const applied = result.code?.applied;
  if (applied) return { valid: true, discount: applied.discount, perLine: applied.perLine };
  return { valid: false, ...(result.code?.refusal ?? { reason: 'no-eligible-items' }) };
}

/**
 * Whether a promotion code applies to a basket, and how much it takes off. Pure: the
 * basket service gives it the promotion, the priced lines, the store, the device and the time.
 * The checks run in the order a shopper would want to hear about them.
 */
import type { Cents } from '../money/money';
import type { Localized } from '../store/locales';
import { percentOff, spreadAmount } from './pricing';

/** A promotion code as the shop keeps it (the `promotions` table). */
export interface Promotion {
  code: string;
  names: Localized;
  kind: 'percent' | 'amount';
  value: number;
  validFrom: Date | null;
  validUntil: Date | null;
  minimumAmount: number | null;
  brandIds: number[] | null;
  categoryIds: number[] | null;
  storeIds: string[] | null;
  allowedDevices: number[];
  active: boolean;
}

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

export type PromotionRefusal =
  | { reason: 'unknown' }
  | { reason: 'not-started'; validFrom: Date }
  | { reason: 'expired' }
  | { reason: 'store' }
  | { reason: 'device'; allowedDevices: number[] }
  | { reason: 'no-eligible-items' }
  | { reason: 'minimum'; minimumAmount: Cents };

export type PromotionOutcome =
  | { valid: true; discount: Cents; perLine: Cents[] }
  | ({ valid: false } & PromotionRefusal);

function eligible(promotion: Promotion, line: PromotionLine): boolean {
  if (promotion.brandIds && !promotion.brandIds.includes(line.brandId)) return false;
  if (promotion.categoryIds && !line.categoryIds.some((id) => promotion.categoryIds!.includes(id))) return false;
  return true;
}

export function evaluatePromotion(promotion: Promotion | undefined, context: PromotionContext): PromotionOutcome {
  if (!promotion || !promotion.active) return { valid: false, reason: 'unknown' };
  if (promotion.storeIds && !promotion.storeIds.includes(context.storeId)) return { valid: false, reason: 'store' };
  const now = context.now.getTime();
  if (promotion.validUntil && now >= promotion.validUntil.getTime()) return { valid: false, reason: 'expired' };
  if (promotion.validFrom && now < promotion.validFrom.getTime()) return { valid: false, reason: 'not-started', validFrom: promotion.validFrom };
  if (!promotion.allowedDevices.includes(context.device)) return { valid: false, reason: 'device', allowedDevices: promotion.allowedDevices };
  const goods = context.lines.reduce((sum, line) => sum + line.total, 0);
  if (promotion.minimumAmount !== null && goods < promotion.minimumAmount) return { valid: false, reason: 'minimum', minimumAmount: promotion.minimumAmount };
  const targets = context.lines.map((line) => (eligible(promotion, line) ? line.total : 0));
  if (targets.every((total) => total === 0)) return { valid: false, reason: 'no-eligible-items' };
  const perLine = promotion.kind === 'percent' ? percentOff(targets, promotion.value) : spreadAmount(targets, promotion.value);
  return { valid: true, discount: perLine.reduce((sum, part) => sum + part, 0), perLine };
}

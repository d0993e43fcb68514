/**
 * Whether a promotion's conditions hold for a basket, checked in the order a shopper would want
 * to hear about them (the order of the first promotion codes): store, dates, device, segment,
 * usage limits, minimum, matching lines. Conditions read the basket before any promotion.
 */
import type { EngineContext, EngineLine, ProductScope, PromotionRule, Refusal } from './promotion';

function inScope(scope: ProductScope, line: EngineLine): boolean {
  if (scope.productIds && !scope.productIds.includes(line.productId)) return false;
  if (scope.brandIds && !scope.brandIds.includes(line.brandId)) return false;
  if (scope.categoryIds && !line.categoryIds.some((id) => scope.categoryIds!.includes(id))) return false;
  return true;
}

function touchesScope(scope: ProductScope, line: EngineLine): boolean {
  if (scope.productIds?.includes(line.productId)) return true;
  if (scope.brandIds?.includes(line.brandId)) return true;
  return line.categoryIds.some((id) => scope.categoryIds?.includes(id) ?? false);
}

/** Not excluded: what a basket-wide effect may discount. */
export function notExcluded(rule: PromotionRule, line: EngineLine): boolean {
  return !rule.conditions.exclude || !touchesScope(rule.conditions.exclude, line);
}

/** In the included scope and not excluded: what a line effect discounts and a condition counts. */
export function matches(rule: PromotionRule, line: EngineLine): boolean {
  const include = rule.conditions.include;
  return (!include || inScope(include, line)) && notExcluded(rule, line);
}

/** The first condition that fails, or null. */
export function refuseConditions(rule: PromotionRule, context: EngineContext): Refusal | null {
  const conditions = rule.conditions;
  if (!rule.active) return { reason: 'unknown' };
  if (conditions.storeIds && !conditions.storeIds.includes(context.storeId)) return { reason: 'store' };
  const now = context.now.getTime();
  if (conditions.validUntil && now >= conditions.validUntil.getTime()) return { reason: 'expired' };
  if (conditions.validFrom && now < conditions.validFrom.getTime()) return { reason: 'not-started', validFrom: conditions.validFrom };
  if (conditions.devices && !conditions.devices.includes(context.device)) return { reason: 'device', allowedDevices: conditions.devices };
  if (conditions.segment) {
    if (!context.customer) return { reason: 'segment', segment: conditions.segment, anonymous: true };
    if (!context.customer.segments.includes(conditions.segment)) return { reason: 'segment', segment: conditions.segment, anonymous: false };
  }
  if (rule.usageLimit !== null && rule.uses >= rule.usageLimit) return { reason: 'usage-limit' };
  if (rule.perCustomerLimit !== null && context.customer && (context.customer.uses[rule.key] ?? 0) >= rule.perCustomerLimit) return { reason: 'customer-limit' };
  const goods = context.lines.reduce((sum, line) => sum + line.total, 0);
  if (conditions.minimumAmount !== null && conditions.minimumAmount !== undefined && goods < conditions.minimumAmount) {
    return { reason: 'minimum', minimumAmount: conditions.minimumAmount, missing: conditions.minimumAmount - goods };
  }
  if (!context.lines.some((line) => line.total > 0 && line.quantity > 0 && matches(rule, line))) return { reason: 'no-eligible-items' };
  return null;
}

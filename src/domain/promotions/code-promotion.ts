/**
 * The first promotion codes (a percent or an amount off, migration 0002) in the rule model: an
 * exclusive-free, stackable code of priority 100 whose effect falls on the lines its brand and
 * category scopes match. The shop's codes (BIENVENUE10, MOINS15, …) answer as they always did.
 */
import type { Localized } from '../store/locales';
import type { PromotionRule } from './promotion';

/** A promotion code as migration 0002 kept it. */
export interface CodePromotion {
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

export const CODE_PRIORITY = 100;

export function ruleOfCode(promotion: CodePromotion): PromotionRule {
  const scoped = promotion.brandIds !== null || promotion.categoryIds !== null;
  return {
    key: promotion.code,
    code: promotion.code,
    names: promotion.names,
    conditions: {
      storeIds: promotion.storeIds,
      devices: promotion.allowedDevices,
      minimumAmount: promotion.minimumAmount,
      include: scoped ? { brandIds: promotion.brandIds, categoryIds: promotion.categoryIds } : null,
      validFrom: promotion.validFrom,
      validUntil: promotion.validUntil,
    },
    effect: promotion.kind === 'percent' ? { kind: 'percent', percent: promotion.value, target: 'lines' } : { kind: 'amount', amount: promotion.value, target: 'lines' },
    stacking: 'stackable',
    priority: CODE_PRIORITY,
    usageLimit: null,
    perCustomerLimit: null,
    uses: 0,
    active: promotion.active,
  };
}

/** A promotion as staff read it (the admin API and the CLI): euros with 2 decimals, ISO dates, who changed it when. */
import type { Selectable } from 'kysely';
import type { PromotionEffect } from '../../src/domain/promotions/promotion';
import { toEuros } from '../../src/domain/money/money';
import type { AdminPromotion } from '../../src/domain/promotions/admin-promotion';
import { ruleOfRow } from './promotions-rules';
import type { PromotionsTable } from './promotions-tables';

export type PromotionView = AdminPromotion;

function effectView(effect: PromotionEffect): Record<string, unknown> {
  switch (effect.kind) {
    case 'amount':
      return { ...effect, amount: toEuros(effect.amount) };
    case 'tiered':
      return { kind: 'tiered', tiers: effect.tiers.map((tier) => ({ from: toEuros(tier.from), ...(tier.percent !== undefined ? { percent: tier.percent } : { amount: toEuros(tier.amount ?? 0) }) })) };
    default:
      return { ...effect };
  }
}

export function promotionView(row: Selectable<PromotionsTable>): PromotionView {
  const rule = ruleOfRow(row);
  const conditions = rule.conditions;
  return {
    code: row.code,
    automatic: row.automatic,
    names: row.names,
    disabled: !rule.active,
    stacking: rule.stacking,
    priority: rule.priority,
    usageLimit: rule.usageLimit,
    perCustomerLimit: rule.perCustomerLimit,
    uses: rule.uses,
    conditions: {
      stores: conditions.storeIds ?? null,
      devices: conditions.devices ?? null,
      segment: conditions.segment ?? null,
      minimum: conditions.minimumAmount === null || conditions.minimumAmount === undefined ? null : toEuros(conditions.minimumAmount),
      include: conditions.include ?? null,
      exclude: conditions.exclude ?? null,
      validFrom: conditions.validFrom?.toISOString() ?? null,
      validUntil: conditions.validUntil?.toISOString() ?? null,
    },
    effect: effectView(rule.effect),
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

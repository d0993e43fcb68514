/** How `boutique admin promo` prints promotions: a table of them, one as fields. */
import type { AdminPromotion } from '../../src/domain/promotions/admin-promotion';
import { table } from '../format/table';

/** The effect in a few words: "-10 % (lines)", "buy 3 pay 2", "tiers 100.00:10%, 200.00:15%". */
export function effectText(effect: Record<string, unknown>): string {
  switch (effect.kind) {
    case 'percent':
      return `-${effect.percent} % (${effect.target})`;
    case 'amount':
      return `-${Number(effect.amount).toFixed(2)} € (${effect.target})`;
    case 'buy-x-get-y':
      return `buy ${effect.buy} pay ${effect.pay}`;
    case 'tiered':
      return `tiers ${(effect.tiers as { from: number; percent?: number; amount?: number }[]).map((tier) => `${tier.from.toFixed(2)}:${tier.percent !== undefined ? `${tier.percent}%` : `${tier.amount?.toFixed(2)}€`}`).join(', ')}`;
    case 'free-shipping':
      return 'free shipping';
    case 'gift':
      return `gift: size ${effect.productSizeId}`;
    default:
      return String(effect.kind);
  }
}

const limit = (promotion: AdminPromotion) => `${promotion.uses}${promotion.usageLimit === null ? '' : `/${promotion.usageLimit}`}`;

export function promotionsText(promotions: AdminPromotion[]): string {
  if (promotions.length === 0) return 'No promotion.';
  return table(['CODE', 'AUTO', 'EFFECT', 'STACKING', 'USES', 'STATE', 'NAME'], promotions.map((promotion) => [
    promotion.code, promotion.automatic ? 'yes' : 'no', effectText(promotion.effect), `${promotion.stacking} ${promotion.priority}`, limit(promotion), promotion.disabled ? 'disabled' : 'live', promotion.names.en,
  ]));
}

export function promotionText(promotion: AdminPromotion): string {
  const c = promotion.conditions;
  const scope = (value: AdminPromotion['conditions']['include']) =>
    value ? Object.entries(value).filter(([, ids]) => ids).map(([kind, ids]) => `${kind.replace('Ids', '')} ${(ids as number[]).join(',')}`).join('; ') : '-';
  return table(['FIELD', 'VALUE'], [
    ['code', promotion.code],
    ['automatic', promotion.automatic ? 'yes (no code to type)' : 'no'],
    ['state', promotion.disabled ? 'disabled' : 'live'],
    ['effect', effectText(promotion.effect)],
    ['stacking', `${promotion.stacking}, priority ${promotion.priority}`],
    ['uses', `${limit(promotion)}${promotion.perCustomerLimit === null ? '' : ` (${promotion.perCustomerLimit} per customer)`}`],
    ['stores', c.stores?.join(', ') ?? 'all'],
    ['segment', c.segment ?? 'everyone'],
    ['minimum', c.minimum === null ? '-' : `${c.minimum.toFixed(2)} €`],
    ['include', scope(c.include)],
    ['exclude', scope(c.exclude)],
    ['from', c.validFrom ?? '-'],
    ['until', c.validUntil ?? '-'],
    ...Object.entries(promotion.names).map(([locale, name]) => [`name ${locale}`, name]),
    ['changed', `${promotion.updatedAt} by ${promotion.updatedBy ?? '-'}`],
  ]);
}

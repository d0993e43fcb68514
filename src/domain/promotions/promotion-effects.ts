/**
 * What one promotion's effect takes off, line by line, from what is left of each line (the lines'
 * totals less what promotions applied before it took): never more than is left, so no line goes
 * below 0. Ties between equal units are broken by the line key, so the answer never depends on the
 * order of the lines.
 */
import type { Cents } from '../money/money';
import { percentOff, spreadAmount } from '../basket/pricing';
import { matches, notExcluded } from './promotion-conditions';
import type { EngineContext, PromotionRule, Refusal } from './promotion';

export type EffectOutcome = { ok: true; perLine: Cents[] } | { ok: false; refusal: Refusal };

const clamp = (parts: Cents[], left: readonly Cents[]): Cents[] => parts.map((part, index) => Math.max(0, Math.min(part, left[index])));

/** Free units of a buy-X-pay-Y: the cheapest matching units, as many as the full groups allow. */
function freeUnits(rule: PromotionRule, context: EngineContext, left: readonly Cents[], buy: number, pay: number): EffectOutcome {
  const units: { index: number; key: number; price: Cents }[] = [];
  context.lines.forEach((line, index) => {
    if (!matches(rule, line) || line.quantity <= 0) return;
    // Cents of one unit; the rounding remainder stays on the line's last unit.
    const unit = Math.floor(line.total / line.quantity);
    for (let n = 0; n < line.quantity; n += 1) units.push({ index, key: line.key, price: n === line.quantity - 1 ? line.total - unit * (line.quantity - 1) : unit });
  });
  if (units.length < buy) return { ok: false, refusal: { reason: 'more-items', missing: buy - units.length } };
  const free = Math.floor(units.length / buy) * (buy - pay);
  units.sort((a, b) => a.price - b.price || a.key - b.key);
  const perLine = context.lines.map(() => 0);
  for (const unit of units.slice(0, free)) perLine[unit.index] += unit.price;
  return { ok: true, perLine: clamp(perLine, left) };
}

export function applyEffect(rule: PromotionRule, context: EngineContext, left: readonly Cents[]): EffectOutcome {
  const effect = rule.effect;
  const onLines = (all: boolean) => context.lines.map((line, index) => ((all ? notExcluded(rule, line) : matches(rule, line)) ? left[index] : 0));
  switch (effect.kind) {
    case 'percent':
      return { ok: true, perLine: clamp(percentOff(onLines(effect.target === 'basket'), effect.percent), left) };
    case 'amount':
      return { ok: true, perLine: clamp(spreadAmount(onLines(effect.target === 'basket'), effect.amount), left) };
    case 'buy-x-get-y':
      return freeUnits(rule, context, left, effect.buy, effect.pay);
    case 'tiered': {
      const goods = context.lines.reduce((sum, line) => sum + (matches(rule, line) ? line.total : 0), 0);
      const reached = [...effect.tiers].sort((a, b) => a.from - b.from).filter((tier) => goods >= tier.from);
      const tier = reached[reached.length - 1];
      if (!tier && effect.tiers.length === 0) return { ok: false, refusal: { reason: 'no-eligible-items' } };
      if (!tier) return { ok: false, refusal: { reason: 'minimum', minimumAmount: effect.tiers[0].from, missing: effect.tiers[0].from - goods } };
      const targets = onLines(false);
      return { ok: true, perLine: clamp(tier.percent !== undefined ? percentOff(targets, tier.percent) : spreadAmount(targets, tier.amount ?? 0), left) };
    }
    case 'free-shipping':
    case 'gift':
      return { ok: true, perLine: context.lines.map(() => 0) };
  }
}

/**
 * The promotions engine: which promotions a basket gets, line by line, and why the others do not
 * apply. Pure; the basket and the order call it with the same facts, so both answer the same.
 *
 * Candidates: every active automatic promotion, plus the one code the shopper typed (at most one
 * code per basket, SPEC `basketPromotion`). Conditions are read on the basket before any promotion.
 *
 * Combining rule:
 * - A `stackable` promotion combines with the other stackable ones: they apply together, in
 *   `priority` order (lower first, then key), each on what the previous ones left of each line
 *   (never below 0 per line).
 * - An `exclusive` promotion never combines: it applies alone, on the whole basket.
 * - The engine weighs the stackable set against each exclusive promotion alone and keeps the best
 *   outcome for the shopper: the largest discount, free shipping counted at the carrier's price.
 *   Ties go to the option holding the lower priority, then to the stackable set. What loses is
 *   declined as `combined-away`, naming the winner.
 *
 * Declined promotions: the typed code always says why; an automatic promotion says why only when
 * the shopper can do something about it (a minimum or items missing, a segment, a better
 * exclusive promotion). One for another store, out of its dates or about none of the lines is not
 * mentioned.
 */
import type { Cents } from '../money/money';
import { refuseConditions } from './promotion-conditions';
import { applyEffect } from './promotion-effects';
import type { AppliedPromotion, DeclinedPromotion, EngineContext, EngineResult, PromotionRule, Refusal } from './promotion';

const SHOPPER_ACTIONABLE: ReadonlySet<Refusal['reason']> = new Set(['minimum', 'more-items', 'segment', 'combined-away']);

const byPriority = (a: PromotionRule, b: PromotionRule) => a.priority - b.priority || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

interface Option {
  applied: AppliedPromotion[];
  declined: DeclinedPromotion[];
  value: Cents;
  priority: number;
  stackable: boolean;
}

function applyInOrder(rules: PromotionRule[], context: EngineContext, stackable: boolean): Option {
  let left = context.lines.map((line) => line.total);
  const applied: AppliedPromotion[] = [];
  const declined: DeclinedPromotion[] = [];
  for (const rule of rules) {
    const outcome = applyEffect(rule, context, left);
    if (!outcome.ok) {
      declined.push({ rule, code: rule.code, refusal: outcome.refusal });
      continue;
    }
    left = left.map((amount, index) => amount - outcome.perLine[index]);
    const effect = rule.effect;
    applied.push({
      rule,
      perLine: outcome.perLine,
      discount: outcome.perLine.reduce((sum, part) => sum + part, 0),
      freeShipping: effect.kind === 'free-shipping',
      gift: effect.kind === 'gift' ? { productId: effect.productId, productSizeId: effect.productSizeId } : null,
    });
  }
  const discount = applied.reduce((sum, promotion) => sum + promotion.discount, 0);
  const value = discount + (applied.some((promotion) => promotion.freeShipping) ? context.shippingValue : 0);
  return { applied, declined, value, priority: Math.min(...applied.map((promotion) => promotion.rule.priority)), stackable };
}

function better(a: Option, b: Option): boolean {
  if (a.value !== b.value) return a.value > b.value;
  if (a.priority !== b.priority) return a.priority < b.priority;
  return a.stackable && !b.stackable;
}

/** `rules`: every promotion the shop knows; `typedCode`: the parsed code, or null. */
export function evaluatePromotions(rules: readonly PromotionRule[], typedCode: string | null, context: EngineContext): EngineResult {
  const typed = typedCode === null ? undefined : rules.find((rule) => rule.code === typedCode);
  const candidates = rules.filter((rule) => rule.code === null && rule.active);
  if (typed) candidates.push(typed);
  const declined: DeclinedPromotion[] = [];
  const eligible: PromotionRule[] = [];
  for (const rule of [...candidates].sort(byPriority)) {
    const refusal = refuseConditions(rule, context);
    if (refusal) declined.push({ rule, code: rule.code, refusal });
    else eligible.push(rule);
  }
  const options = [
    applyInOrder(eligible.filter((rule) => rule.stacking === 'stackable'), context, true),
    ...eligible.filter((rule) => rule.stacking === 'exclusive').map((rule) => applyInOrder([rule], context, false)),
  ];
  const best = options.reduce((winner, option) => (better(option, winner) ? option : winner));
  const winnerName = best.applied[0]?.rule.key ?? '';
  for (const option of options) {
    declined.push(...option.declined);
    if (option === best) continue;
    // An option that applied nothing lost nothing: its refusals are already listed.
    for (const lost of option.applied) declined.push({ rule: lost.rule, code: lost.rule.code, refusal: { reason: 'combined-away', by: winnerName } });
  }
  const perLine = context.lines.map((_, index) => best.applied.reduce((sum, promotion) => sum + promotion.perLine[index], 0));
  const shown = declined.filter((entry) => entry.rule === typed || SHOPPER_ACTIONABLE.has(entry.refusal.reason));
  const applied = best.applied.filter((promotion) => promotion.discount > 0 || promotion.freeShipping || promotion.gift);
  let code: EngineResult['code'] = null;
  if (typedCode !== null) {
    const appliedCode = applied.find((promotion) => promotion.rule === typed) ?? null;
    const refusal = typed ? (declined.find((entry) => entry.rule === typed)?.refusal ?? null) : { reason: 'unknown' as const };
    code = { code: typedCode, rule: typed ?? null, applied: appliedCode, refusal: appliedCode ? null : (refusal ?? { reason: 'no-eligible-items' }) };
  }
  if (typedCode !== null && !typed) shown.push({ rule: null, code: typedCode, refusal: { reason: 'unknown' } });
  return {
    applied,
    declined: shown,
    perLine,
    discount: perLine.reduce((sum, part) => sum + part, 0),
    freeShipping: applied.some((promotion) => promotion.freeShipping),
    code,
  };
}

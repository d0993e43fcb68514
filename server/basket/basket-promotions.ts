/**
 * The promotions engine's result in the basket's words (issue 34): the SPEC's `basketPromotion`
 * for the typed code, exactly as the first codes answered it, and the applied and declined
 * promotions beside it, named and explained in the request language.
 */
import type { EngineResult, PromotionRule, Refusal } from '../../src/domain/promotions/promotion';
import { toEuros } from '../../src/domain/money/money';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { AppliedPromotionAnswer, BasketPromotionAnswer, DeclinedPromotionAnswer } from './basket-answer';
import { ruleRefusalMessage } from './basket-promotion-texts';
import { basketMessage, emptyCodeMessage, refusalMessage } from './basket-texts';

const FIRST_CODES_REFUSALS: ReadonlySet<Refusal['reason']> = new Set(['unknown', 'expired', 'not-started', 'store', 'device', 'no-eligible-items', 'minimum']);

const nameOf = (rule: PromotionRule | null, locale: LocaleCode) => (rule && rule.active ? (rule.names[locale] ?? rule.names.fr) : '');

function explain(result: EngineResult, rule: PromotionRule | null, refusal: Refusal, locale: LocaleCode, forCode: boolean): string {
  // The code's refusals the first codes had keep their words (SPEC §8: the server's validity message).
  if (forCode && FIRST_CODES_REFUSALS.has(refusal.reason)) return refusalMessage(refusal, locale);
  const winner = refusal.reason === 'combined-away' ? result.applied.find((applied) => applied.rule.key === refusal.by)?.rule ?? null : null;
  return ruleRefusalMessage(refusal, locale, { name: nameOf(rule, locale), winner: nameOf(winner, locale) }) ?? refusalMessage(refusal, locale);
}

export function codeAnswer(result: EngineResult | null, locale: LocaleCode, taxRate: number): BasketPromotionAnswer {
  const code = result?.code;
  if (!code) {
    return { code: '', valid: false, name: '', discount: 0, taxRate, promotionValidity: { valid: false, message: emptyCodeMessage(locale), allowedDevices: [0, 1] } };
  }
  const valid = code.applied !== null;
  return {
    code: code.code,
    valid,
    name: nameOf(code.rule, locale),
    discount: valid ? toEuros(code.applied!.discount) : 0,
    taxRate,
    promotionValidity: {
      valid,
      message: valid ? basketMessage('applied', locale) : explain(result, code.rule, code.refusal ?? { reason: 'unknown' }, locale, true),
      allowedDevices: code.rule?.conditions.devices ?? [0, 1],
    },
  };
}

export function appliedAnswers(result: EngineResult, locale: LocaleCode): AppliedPromotionAnswer[] {
  return result.applied.map((applied) => ({
    code: applied.rule.code,
    name: nameOf(applied.rule, locale),
    discount: toEuros(applied.discount),
    freeShipping: applied.freeShipping,
    ...(applied.gift ? { gift: applied.gift } : {}),
  }));
}

export function declinedAnswers(result: EngineResult, locale: LocaleCode): DeclinedPromotionAnswer[] {
  return result.declined.map((declined) => ({
    code: declined.rule?.code ?? declined.code,
    name: nameOf(declined.rule, locale),
    message: explain(result, declined.rule, declined.refusal, locale, declined.rule === null || declined.rule.code !== null),
  }));
}

/** SPEC §5: a promo code must not be empty. Codes are compared without case or surrounding spaces. */
export type PromoCodeResult = { ok: true; code: string } | { ok: false; kind: 'promo-code-required' };

/** The wording SPEC §5 fixes for French; views translate the kind (`basket.promotion.empty`). */
export const PROMO_CODE_REQUIRED_MESSAGE_FR = 'Veuillez renseigner un code promo';

export const PROMO_CODE_MAX_LENGTH = 64;

export function parsePromoCode(input: string | null | undefined): PromoCodeResult {
  const code = (input ?? '').trim().replace(/\s+/g, '').toUpperCase().slice(0, PROMO_CODE_MAX_LENGTH);
  return code === '' ? { ok: false, kind: 'promo-code-required' } : { ok: true, code };
}

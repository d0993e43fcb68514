/**
 * The payment provider's answer codes (docs/checkout-api.md, SPEC §8 'Votre paiement a échoué...')
 * and our explanation of each, told to the shopper after the generic "not debited" sentence:
 * 40000xx the bank refused, 40101xx the card or its issuer, 40102xx 3-D Secure, 40103xx fraud
 * checks and technical trouble. French is the reference; each store says them in its own
 * language (payment-code-texts.ts), an unknown locale in French.
 */
import { isLocaleCode, type LocaleCode } from '../store/locales';
import { PAYMENT_CODE_TEXTS, PAYMENT_FAILED_TEXTS } from './payment-code-texts';

export const PAYMENT_FAILED = PAYMENT_FAILED_TEXTS.fr;

const EXPLANATIONS = PAYMENT_CODE_TEXTS;

/** Every code the provider may answer, in order (48). */
export const PAYMENT_CODES: readonly string[] = Object.keys(EXPLANATIONS);

/**
 * Codes that say the bank or the provider could not be reached, not that the payment was refused:
 * the shopper goes back with `error=unavailable` (`error=decline` for the others) and may simply retry.
 */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set(['4010106', '4010205', '4010305', '4010306', '4010308', '4010309']);

export function isPaymentCode(code: string): boolean {
  return Object.hasOwn(EXPLANATIONS, code);
}

export function isUnavailableCode(code: string): boolean {
  return UNAVAILABLE_CODES.has(code);
}

/** 'de', 'de-DE' or 'de_DE' → 'de'; anything else → French, the fallback language (SPEC §1). */
function languageOf(locale: string): LocaleCode {
  const language = locale.slice(0, 2).toLowerCase();
  return isLocaleCode(language) ? language : 'fr';
}

/** Our explanation of a code in the locale's language (French for an unknown one); undefined for an unknown code. */
export function paymentCodeExplanation(code: string | undefined | null, locale = 'fr'): string | undefined {
  const texts = code && Object.hasOwn(EXPLANATIONS, code) ? EXPLANATIONS[code] : undefined;
  return texts?.[languageOf(locale)];
}

/** 'Votre paiement a échoué, vous n'avez pas été débité.' (in the locale's language) followed by the code's explanation when it is known. */
export function paymentFailureMessage(code?: string | null, locale = 'fr'): string {
  const generic = PAYMENT_FAILED_TEXTS[languageOf(locale)];
  const explanation = paymentCodeExplanation(code, locale);
  return explanation ? `${generic} ${explanation}` : generic;
}

/** The generic sentence in every language, for a page that says it in its own words and keeps only the explanation. */
export const PAYMENT_FAILED_SENTENCES: readonly string[] = Object.values(PAYMENT_FAILED_TEXTS);

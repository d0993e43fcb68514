/**
 * Card number rules (Luhn, brand, expiry, CVC) and what the sandbox provider does with a test card
 * (docs/checkout-api.md "Test cards"): 4242… succeeds, 3220 asks for 3-D Secure, 0002 is declined,
 * 0119 finds the bank unavailable, 3063 fails 3-D Secure, and `4000 00CC CCCC C00L` answers the
 * provider code CCCCCCC (3-D Secure codes 40102xx after the challenge step, whatever is typed there).
 * Any other valid number succeeds, as in a sandbox.
 */
import { isPaymentCode, isUnavailableCode } from './payment-codes';

export type CardBrand = 'Visa' | 'Mastercard' | 'Amex';

export type CardBehaviour =
  | { kind: 'success' }
  | { kind: '3ds-success' }
  | { kind: 'declined'; code: string }
  | { kind: 'unavailable'; code: string }
  | { kind: '3ds-declined'; code: string };

/** The code a 3-D Secure challenge answered wrongly gives. */
export const CHALLENGE_FAILED_CODE = '4010201';
/** The code of the sandbox's one-time passcode page. */
export const CHALLENGE_PASSCODE = '123456';

/** Digits only: spaces and dashes people type are dropped; anything else makes the number invalid. */
export function normaliseCardNumber(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(compact) ? compact : null;
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digit that makes `partial` + digit pass Luhn. */
export function luhnCheckDigit(partial: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (luhnValid(`${partial}${digit}`)) return String(digit);
  throw new Error(`No Luhn digit for ${partial}`);
}

/** Visa 4…, Mastercard 51–55 and 2221–2720, Amex 34/37; undefined for any other network. */
export function cardBrand(digits: string): CardBrand | undefined {
  if (/^4/.test(digits) && [13, 16, 19].includes(digits.length)) return 'Visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.length === 16 && ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720))) return 'Mastercard';
  if (digits.length === 15 && (two === 34 || two === 37)) return 'Amex';
  return undefined;
}

/** A card is valid until the end of its expiry month. `year` may have 2 or 4 digits. */
export function expiryInFuture(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear > now.getUTCFullYear() + 20) return false;
  return fullYear > now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export function cvcValid(cvc: string, brand: CardBrand): boolean {
  return brand === 'Amex' ? /^\d{4}$/.test(cvc) : /^\d{3}$/.test(cvc);
}

export type CardProblem = 'number' | 'brand' | 'expiry' | 'cvc';

/** What is wrong with a typed card, or null when the provider may try it. */
export function checkCard(card: { number: string; expiryMonth: number; expiryYear: number; cvc: string }, now: Date): { problem: CardProblem } | { digits: string; brand: CardBrand } {
  const digits = normaliseCardNumber(card.number);
  if (!digits || !luhnValid(digits)) return { problem: 'number' };
  const brand = cardBrand(digits);
  if (!brand) return { problem: 'brand' };
  if (!expiryInFuture(card.expiryMonth, card.expiryYear, now)) return { problem: 'expiry' };
  if (!cvcValid(card.cvc, brand)) return { problem: 'cvc' };
  return { digits, brand };
}

const NAMED: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': { kind: 'success' },
  '4000000000003220': { kind: '3ds-success' },
  '4000000000000002': { kind: 'declined', code: '4000001' },
  '4000000000000119': { kind: 'unavailable', code: '4010106' },
  '4000000000003063': { kind: '3ds-declined', code: CHALLENGE_FAILED_CODE },
};

/** The test card that answers a provider code: `400000` + the code + `00` + the Luhn digit. */
export function testCardForCode(code: string): string {
  const partial = `400000${code}00`;
  return `${partial}${luhnCheckDigit(partial)}`;
}

export function behaviourOf(digits: string): CardBehaviour {
  const named = NAMED[digits];
  if (named) return named;
  const coded = /^400000(\d{7})00\d$/.exec(digits)?.[1];
  if (coded && isPaymentCode(coded)) return behaviourForCode(coded);
  return { kind: 'success' };
}

function behaviourForCode(code: string): CardBehaviour {
  if (code.startsWith('40102')) return { kind: '3ds-declined', code };
  return isUnavailableCode(code) ? { kind: 'unavailable', code } : { kind: 'declined', code };
}

export const needsChallenge = (behaviour: CardBehaviour): boolean => behaviour.kind === '3ds-success' || behaviour.kind === '3ds-declined';

/** Stored with a tokenised card (`sandbox_cards.behaviour`): `success`, `declined:4000001`… */
export function encodeBehaviour(behaviour: CardBehaviour): string {
  return 'code' in behaviour ? `${behaviour.kind}:${behaviour.code}` : behaviour.kind;
}

export function decodeBehaviour(text: string): CardBehaviour {
  const [kind, code] = text.split(':');
  if (kind === 'success' || kind === '3ds-success') return { kind };
  if ((kind === 'declined' || kind === 'unavailable' || kind === '3ds-declined') && code) return { kind, code };
  return { kind: 'success' };
}

/**
 * What the audit log may keep of a staff call (issue 36): no secret and no card data. Keys that
 * name one (passwords, codes, tokens, keys, card fields) are replaced by `[redacted]` wherever they
 * sit in the value, and so is any string that reads as a card number (a Luhn-valid run of 12 to
 * 19 digits), whatever its key. A value too large or too deep for a log line is cut.
 */
import { luhnValid } from '../payments/test-cards';

export const REDACTED = '[redacted]';

/**
 * Keys never recorded (compared without case, `_` or `-`): passwords, second-factor and recovery
 * codes, gift card and voucher codes, tokens and keys, card fields, cookies and authorisations.
 */
const SECRET_KEY = /pass(word|phrase)?|pwd|confirm|secret|token|otp|totp|recovery|code$|^codes?$|apikey|privatekey|signature|card|cvc|cvv|pan$|^number$|expiry|expiration|iban|^bic$|authorization|cookie|session/;

/** Codes that are no secret: where a parcel goes, in which country and currency. */
const PLAIN_CODE = /^(post|zip|postal|country|currency|language|locale)code$/;

export function isSecretKey(key: string): boolean {
  const name = key.toLowerCase().replace(/[_-]/g, '');
  return SECRET_KEY.test(name) && !PLAIN_CODE.test(name);
}

const CARD_LIKE = /^[\d -]{12,23}$/;

export function looksLikeCardNumber(value: string): boolean {
  if (!CARD_LIKE.test(value)) return false;
  const digits = value.replace(/[ -]/g, '');
  return digits.length >= 12 && digits.length <= 19 && luhnValid(digits);
}

export const MAX_DEPTH = 6;
export const MAX_KEYS = 100;
export const MAX_STRING = 500;

/** A copy of `value` fit for the audit log (JSON values only: anything else becomes its kind). */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'string') {
    if (looksLikeCardNumber(value)) return REDACTED;
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  }
  if (typeof value !== 'object') return `[${typeof value}]`;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_KEYS).map((item) => redact(item, depth + 1));
    return value.length > MAX_KEYS ? [...kept, `[${value.length - MAX_KEYS} more]`] : kept;
  }
  if (!isPlainObject(value)) return `[${value.constructor?.name ?? 'object'}]`;
  const entries = Object.entries(value);
  const out: Record<string, unknown> = {};
  for (const [key, item] of entries.slice(0, MAX_KEYS)) out[key] = isSecretKey(key) ? REDACTED : redact(item, depth + 1);
  if (entries.length > MAX_KEYS) out['[more]'] = entries.length - MAX_KEYS;
  return out;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

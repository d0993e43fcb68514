import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../store/locales';
import { PAYMENT_CODES, PAYMENT_FAILED, isUnavailableCode, paymentCodeExplanation, paymentFailureMessage } from './payment-codes';

const ranges = (prefix: string) => Array.from({ length: 12 }, (_, index) => `${prefix}${String(index + 1).padStart(2, '0')}`);

describe('payment codes', () => {
  it('explains the 48 provider codes of the contract, in French and English', () => {
    const expected = [...ranges('40000'), ...ranges('40101'), ...ranges('40102'), ...ranges('40103')];
    expect([...PAYMENT_CODES].sort()).toEqual(expected.sort());
    const french = new Set(expected.map((code) => paymentCodeExplanation(code)));
    const english = new Set(expected.map((code) => paymentCodeExplanation(code, 'en-IE')));
    // One explanation per code: no copy-paste left two codes saying the same thing.
    expect(french.size).toBe(48);
    expect(english.size).toBe(48);
  });

  it('says the shopper was not debited, then why', () => {
    expect(PAYMENT_FAILED).toBe('Votre paiement a échoué, vous n\'avez pas été débité.');
    expect(paymentFailureMessage('4000002')).toBe('Votre paiement a échoué, vous n\'avez pas été débité. Le solde de votre compte est insuffisant.');
    expect(paymentFailureMessage('4000002', 'en')).toBe('Your payment failed; you have not been charged. Your account has insufficient funds.');
  });

  it('falls back to the generic message for an unknown or missing code', () => {
    expect(paymentFailureMessage()).toBe(PAYMENT_FAILED);
    expect(paymentFailureMessage('9999999')).toBe(PAYMENT_FAILED);
    expect(paymentFailureMessage('toString')).toBe(PAYMENT_FAILED);
    expect(paymentFailureMessage(null, 'xx')).toBe(PAYMENT_FAILED);
    expect(paymentFailureMessage(null, 'de')).toBe('Ihre Zahlung ist fehlgeschlagen, es wurde nichts abgebucht.');
  });

  it('tells every store why in its own language, not in French (issue 35)', () => {
    expect(paymentFailureMessage('4000001', 'de-DE')).toBe('Ihre Zahlung ist fehlgeschlagen, es wurde nichts abgebucht. Ihre Bank hat die Zahlung abgelehnt.');
    expect(paymentCodeExplanation('4010201', 'es')).toBe('La autenticación 3-D Secure ha fallado.');
    for (const language of LOCALE_CODES.filter((code) => code !== 'fr')) {
      const texts = PAYMENT_CODES.map((code) => paymentCodeExplanation(code, language));
      // One explanation per code in each language, none left in French.
      expect(new Set(texts).size, language).toBe(48);
      for (const [index, code] of PAYMENT_CODES.entries()) expect(texts[index], `${language} ${code}`).not.toBe(paymentCodeExplanation(code, 'fr'));
      expect(paymentFailureMessage(null, language), language).not.toBe(PAYMENT_FAILED);
    }
  });

  it('speaks to German shoppers formally (Sie, never du)', () => {
    const german = [paymentFailureMessage(null, 'de'), ...PAYMENT_CODES.map((code) => paymentCodeExplanation(code, 'de'))].join(' ');
    expect(german).not.toMatch(/\b(du|dein|deine|deiner|dich|dir)\b/iu);
  });

  it('tells an unreachable bank from a refusal', () => {
    expect(isUnavailableCode('4010106')).toBe(true);
    expect(isUnavailableCode('4000001')).toBe(false);
  });
});

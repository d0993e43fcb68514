import { describe, expect, it } from 'vitest';
import { PAYMENT_CODES } from './payment-codes';
import {
  behaviourOf, cardBrand, checkCard, cvcValid, decodeBehaviour, encodeBehaviour, expiryInFuture, luhnCheckDigit, luhnValid,
  needsChallenge, normaliseCardNumber, testCardForCode,
} from './test-cards';

const now = new Date('2026-11-24T12:00:00Z');

describe('card numbers', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('42a2')).toBe(false);
    expect(luhnCheckDigit('7992739871')).toBe('3');
  });

  it('reads spaces and dashes, refuses anything else', () => {
    expect(normaliseCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(normaliseCardNumber('4242x4242424242424')).toBeNull();
    expect(normaliseCardNumber('4242')).toBeNull();
  });

  it('tells the brand from the number', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2221000000000009')).toBe('Mastercard');
    expect(cardBrand('2720990000000007')).toBe('Mastercard');
    expect(cardBrand('2721000000000004')).toBeUndefined();
    expect(cardBrand('5655555555554444')).toBeUndefined();
    expect(cardBrand('378282246310005')).toBe('Amex');
    expect(cardBrand('341111111111111')).toBe('Amex');
    expect(cardBrand('6011111111111117')).toBeUndefined();
  });

  it('accepts a card until the end of its expiry month', () => {
    expect(expiryInFuture(11, 2026, now)).toBe(true);
    expect(expiryInFuture(11, 26, now)).toBe(true);
    expect(expiryInFuture(10, 2026, now)).toBe(false);
    expect(expiryInFuture(1, 2027, now)).toBe(true);
    expect(expiryInFuture(13, 2027, now)).toBe(false);
    expect(expiryInFuture(0, 2027, now)).toBe(false);
    expect(expiryInFuture(1, 2099, now)).toBe(false);
  });

  it('wants 3 CVC digits, 4 for Amex', () => {
    expect(cvcValid('123', 'Visa')).toBe(true);
    expect(cvcValid('1234', 'Visa')).toBe(false);
    expect(cvcValid('1234', 'Amex')).toBe(true);
    expect(cvcValid('12a', 'Mastercard')).toBe(false);
  });

  it('names the first problem of a typed card', () => {
    const card = { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 28, cvc: '123' };
    expect(checkCard(card, now)).toEqual({ digits: '4242424242424242', brand: 'Visa' });
    expect(checkCard({ ...card, number: '4242 4242 4242 4241' }, now)).toEqual({ problem: 'number' });
    expect(checkCard({ ...card, number: '6011111111111117' }, now)).toEqual({ problem: 'brand' });
    expect(checkCard({ ...card, expiryYear: 2025 }, now)).toEqual({ problem: 'expiry' });
    expect(checkCard({ ...card, cvc: '12' }, now)).toEqual({ problem: 'cvc' });
  });
});

describe('sandbox test cards', () => {
  it('behaves as the contract says for the named cards', () => {
    expect(behaviourOf('4242424242424242')).toEqual({ kind: 'success' });
    expect(behaviourOf('4000000000003220')).toEqual({ kind: '3ds-success' });
    expect(behaviourOf('4000000000000002')).toEqual({ kind: 'declined', code: '4000001' });
    expect(behaviourOf('4000000000000119')).toEqual({ kind: 'unavailable', code: '4010106' });
    expect(behaviourOf('4000000000003063')).toEqual({ kind: '3ds-declined', code: '4010201' });
    expect(behaviourOf('5555555555554444')).toEqual({ kind: 'success' });
  });

  it('has a valid Visa card for each of the 48 codes, answering that code', () => {
    expect(PAYMENT_CODES).toHaveLength(48);
    for (const code of PAYMENT_CODES) {
      const number = testCardForCode(code);
      expect(number).toMatch(new RegExp(`^400000${code}00\\d$`));
      expect(checkCard({ number, expiryMonth: 1, expiryYear: 2030, cvc: '123' }, now)).toEqual({ digits: number, brand: 'Visa' });
      const behaviour = behaviourOf(number);
      expect('code' in behaviour && behaviour.code).toBe(code);
      expect(needsChallenge(behaviour)).toBe(code.startsWith('40102'));
    }
    expect(testCardForCode('4000002')).toBe('4000004000002000');
  });

  it('keeps a behaviour through its stored text', () => {
    for (const behaviour of [behaviourOf('4242424242424242'), behaviourOf('4000000000003063'), behaviourOf(testCardForCode('4010305'))]) {
      expect(decodeBehaviour(encodeBehaviour(behaviour))).toEqual(behaviour);
    }
    expect(encodeBehaviour(behaviourOf(testCardForCode('4010305')))).toBe('unavailable:4010305');
  });
});

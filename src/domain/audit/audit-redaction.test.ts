import { describe, expect, it } from 'vitest';
import { isSecretKey, looksLikeCardNumber, MAX_STRING, redact, REDACTED } from './audit-redaction';

describe('what the audit log keeps of a call', () => {
  it('redacts passwords, codes, tokens and card fields, however deep and however spelt', () => {
    const body = {
      _username: 'camille@example.com',
      _password: 'Secret1234',
      currentPassword: 'old',
      new_password: 'new',
      confirmation: 'new',
      code: '123456',
      recoveryCodes: ['a', 'b'],
      giftcard: { code: 'CADEAU050' },
      refresh_token: 'r',
      card: { number: '4242424242424242', cvc: '123', expiry: '12/30' },
      holder: { name: 'Ada', 'api-key': 'k' },
      lines: [{ productId: 1001, quantity: 2, cvv: '999' }],
    };
    expect(redact(body)).toEqual({
      _username: 'camille@example.com',
      _password: REDACTED,
      currentPassword: REDACTED,
      new_password: REDACTED,
      confirmation: REDACTED,
      code: REDACTED,
      recoveryCodes: REDACTED,
      giftcard: REDACTED,
      refresh_token: REDACTED,
      card: REDACTED,
      holder: { name: 'Ada', 'api-key': REDACTED },
      lines: [{ productId: 1001, quantity: 2, cvv: REDACTED }],
    });
  });

  it('keeps what names no secret: a postcode, a country code, a reason, a tracking number', () => {
    for (const key of ['postcode', 'countryCode', 'zip_code', 'reason', 'trackingNumber', 'email', 'roles', 'price', 'outletOnly']) expect(isSecretKey(key), key).toBe(false);
    expect(redact({ postcode: '75011', trackingNumber: 'TRACK5678', reason: 'Colis perdu' })).toEqual({ postcode: '75011', trackingNumber: 'TRACK5678', reason: 'Colis perdu' });
  });

  it('redacts a string that reads as a card number under any key, and keeps other digits', () => {
    expect(looksLikeCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(looksLikeCardNumber('4242-4242-4242-4241')).toBe(false);
    expect(redact({ note: '4000 0000 0000 0002', phone: '0612345678', sku: '100112345678' })).toEqual({ note: REDACTED, phone: '0612345678', sku: '100112345678' });
    expect(redact(['5555555555554444'])).toEqual([REDACTED]);
  });

  it('cuts what is too long, too deep or not JSON', () => {
    expect(redact('x'.repeat(MAX_STRING + 10))).toBe(`${'x'.repeat(MAX_STRING)}…`);
    let deep: unknown = 'bottom';
    for (let level = 0; level < 10; level += 1) deep = { level: deep };
    expect(JSON.stringify(redact(deep))).toContain('[too deep]');
    expect(redact(Buffer.from('picture'))).toBe('[Buffer]');
    expect(redact(Number.NaN)).toBe('NaN');
    expect(redact(undefined)).toBe('[undefined]');
    expect((redact(Array.from({ length: 150 }, (_, index) => index)) as unknown[]).at(-1)).toBe('[50 more]');
  });
});

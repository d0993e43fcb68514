import { describe, expect, it } from 'vitest';
import { checkContact, normaliseContact, type ContactRequest } from './contact-message';

const valid: ContactRequest = { email: 'ana@example.com', name: 'Ana', subject: 'order', orderId: '12345678', message: 'Where is my parcel, please?' };

describe('the contact form', () => {
  it('accepts a complete message, order id optional', () => {
    expect(checkContact(valid)).toEqual({});
    expect(checkContact({ ...valid, orderId: '' })).toEqual({});
    expect(checkContact({ ...valid, orderId: null })).toEqual({});
  });

  it('takes an order id of 1 to 8 digits only (SPEC §5)', () => {
    for (const orderId of ['1', '00000001', '99999999']) expect(checkContact({ ...valid, orderId })).toEqual({});
    for (const orderId of ['123456789', '12a', '-1', '1 2', '١٢٣']) expect(checkContact({ ...valid, orderId }).orderId).toBe('invalid');
  });

  it('says what is wrong with each field', () => {
    expect(checkContact({ email: ' ', name: '', subject: 'nope' as never, message: 'short' })).toEqual({
      email: 'required', name: 'required', subject: 'required', message: 'too-short',
    });
    expect(checkContact({ ...valid, email: 'not-an-address' }).email).toBe('invalid');
    expect(checkContact({ ...valid, message: 'x'.repeat(3001) }).message).toBe('too-long');
    expect(checkContact({ ...valid, message: '          ' }).message).toBe('required');
    expect(checkContact({ ...valid, name: 'x'.repeat(101) }).name).toBe('too-long');
  });

  it('trims what it keeps and lower-cases the address', () => {
    expect(normaliseContact({ ...valid, email: ' Ana@Example.COM ', name: '  Ana   Lima ', orderId: ' ', message: '  Hello there!  ' })).toEqual({
      email: 'ana@example.com', name: 'Ana Lima', subject: 'order', message: 'Hello there!',
    });
  });
});

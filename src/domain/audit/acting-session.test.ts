import { describe, expect, it } from 'vitest';
import { actingSessionMayCall, checkActAsInput, MAX_REASON_LENGTH } from './acting-session';

describe('what an acting session may call', () => {
  it('refuses the password, the e-mail, the second factor, passkeys, closing, the cards and every staff route', () => {
    for (const [method, route] of [
      ['PATCH', '/api/v5/secure/account/password'],
      ['PUT', '/api/v5/secure/account/email'],
      ['GET', '/api/v5/secure/account/cards'],
      ['DELETE', '/api/v5/secure/account/cards/:cardId'],
      ['POST', '/api/v5/secure/account/two-factor/enable'],
      ['POST', '/api/v5/secure/account/passkeys'],
      ['DELETE', '/api/v5/secure/account/passkeys/:id'],
      ['POST', '/api/v5/security/two-factor'],
      ['POST', '/api/v5/secure/account/close'],
      ['GET', '/api/v5/secure/account/data'],
      ['POST', '/api/v5/secure/account/second-factor/totp'],
      ['POST', '/api/v5/secure/account/second-factor/totp/confirm'],
      ['DELETE', '/api/v5/secure/account'],
      ['GET', '/api/v5/admin/orders'],
      ['GET', '/api/v5/admin/audit'],
    ]) expect(actingSessionMayCall(method, route), `${method} ${route}`).toBe(false);
  });

  it('lets the order, returns, addresses, profile and basket through', () => {
    for (const [method, route] of [
      ['GET', '/api/v5/secure/orders/:id'],
      ['GET', '/api/v5/secure/me/orders'],
      ['POST', '/api/v5/secure/return-orders'],
      ['PATCH', '/api/v5/secure/account/addresses'],
      ['PATCH', '/api/v5/secure/account/profile'],
      ['GET', '/api/v5/secure/account/profile/v2'],
      ['POST', '/api/v5/basket/detail'],
      ['GET', '/api/v5/secure/account-cards-like'],
    ]) expect(actingSessionMayCall(method, route), `${method} ${route}`).toBe(true);
  });
});

describe('the agent’s request', () => {
  it('needs a customer, an order and a reason of at least ten characters', () => {
    expect(checkActAsInput({ orderId: 1, reason: 'Colis jamais reçu' })).toEqual({ ok: false, error: 'customer-required' });
    expect(checkActAsInput({ customer: 'a@example.com', reason: 'Colis jamais reçu' })).toEqual({ ok: false, error: 'order-required' });
    expect(checkActAsInput({ customer: 'a@example.com', orderId: 0, reason: 'Colis jamais reçu' })).toEqual({ ok: false, error: 'order-required' });
    expect(checkActAsInput({ customer: 'a@example.com', orderId: 3, reason: '  help  ' })).toEqual({ ok: false, error: 'reason-required' });
    expect(checkActAsInput({ customer: 'a@example.com', orderId: 3, reason: 'x'.repeat(MAX_REASON_LENGTH + 1) })).toEqual({ ok: false, error: 'reason-too-long' });
    expect(checkActAsInput({ customer: 'a@example.com', orderId: 3, reason: ' Colis \n jamais reçu ' })).toEqual({ ok: true, reason: 'Colis jamais reçu' });
  });
});

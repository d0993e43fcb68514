/** The sandbox as the app serves it: its pages beside the API, the demo cards, and the card book's delete. */
import { describe, expect, it } from 'vitest';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import type { Card } from '../../src/domain/accounts/card';
import { SandboxPaymentProvider } from './payments-sandbox';

const api = useApi();
const client = accountsClient(api);

describe('the sandbox in the app', () => {
  it('serves the hosted pages outside /api/v5, with no shop session', async () => {
    const provider = new SandboxPaymentProvider({ db: api.db });
    const payment = await provider.createPayment({ merchantReference: '100001', amount: 5000, currency: 'EUR', method: 'card', instalments: 4, customerRef: '1', saveCard: false, returnUrl: '/checkout/payment?bank_return=true&order_ref=100001', locale: 'en' });
    const page = await api.app.inject(payment.redirectUrl!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('in 4 instalments');
    expect((await api.app.inject('/sandbox-pay/pay_AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('pays with a demo saved card, and forgets the card at the provider when the customer deletes it', async () => {
    const camille = await client.signIn('camille@example.com');
    const provider = new SandboxPaymentProvider({ db: api.db });
    const pay = () => provider.createPayment({
      merchantReference: '100002', amount: 5000, currency: 'EUR', method: 'card', instalments: 1, customerRef: String(camille.customer.id),
      savedCardToken: 'sandbox_demo_camille_visa', saveCard: false, returnUrl: '/checkout/payment?bank_return=true&order_ref=100002', locale: 'fr',
    });
    expect(await pay()).toMatchObject({ status: 'authorised', card: { brand: 'Visa', last4: '4242' } });
    const cards = await client.get<Card[]>('/secure/account/cards', { token: camille.token });
    const visa = cards.body.find((card) => card.last4 === '4242')!;
    expect((await client.delete(`/secure/account/cards/${visa.id}`, { token: camille.token })).status).toBe(204);
    expect(await pay()).toMatchObject({ status: 'declined', code: '4010310' });
  });
});

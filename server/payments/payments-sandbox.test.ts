import { Writable } from 'node:stream';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCardForCode } from '../../src/domain/payments/test-cards';
import { errorHandler } from '../http/errors';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { NewPayment, ProviderPayment } from '../core/payment-provider';
import { SandboxPaymentProvider } from './payments-sandbox';
import { paymentsRoutes } from './payments-routes';
import { EXPIRY_SCRIPT, SCRIPT_HASH } from './payments-pages';

let database: TestDatabase;
let app: FastifyInstance;
let provider: SandboxPaymentProvider;
const logs: string[] = [];
const settled: { payment: ProviderPayment; reference: string }[] = [];
const START = new Date('2026-11-24T12:00:00Z');
let clock = START;
const now = () => clock;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = new SandboxPaymentProvider({ db: database.db, now });
  provider.onSettled((payment, reference) => {
    settled.push({ payment, reference });
  });
  // The most talkative logger there is: a card number must still never reach it.
  const stream = new Writable({ write: (chunk, _encoding, done) => { logs.push(String(chunk)); done(); } });
  app = Fastify({ logger: { level: 'trace', stream } });
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.setErrorHandler(errorHandler);
  await app.register(paymentsRoutes, { deps: { payments: provider } as never });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

let reference = 100000;
const newPayment = (overrides: Partial<NewPayment> = {}) => provider.createPayment({
  merchantReference: String((reference += 1)),
  amount: 12345,
  currency: 'EUR',
  method: 'card',
  instalments: 1,
  customerRef: '7',
  saveCard: false,
  returnUrl: `/checkout/payment?bank_return=true&order_ref=${reference}`,
  locale: 'fr',
  ...overrides,
});
const card = (number: string, more: Record<string, unknown> = {}) => ({ number, expiryMonth: 12, expiryYear: 2028, cvc: '123', holder: 'Camille Martin', ...more });
const postJson = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
const postForm = (url: string, form: Record<string, string>) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });

describe('the sandbox provider: card payments', () => {
  it('creates an unguessable payment that waits on the hosted card page', async () => {
    const payment = await newPayment();
    expect(payment.id).toMatch(/^pay_[A-Za-z0-9_-]{24}$/);
    expect(payment).toMatchObject({ status: 'pending', redirectUrl: `/sandbox-pay/${payment.id}` });
    const page = await app.inject(`/sandbox-pay/${payment.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('123,45');
    expect(page.body).toContain('name="number"');
    expect(page.body).toContain('4242 4242 4242 4242');
    // One script only, inline and allowed by its hash: the expiry's formatting (issue 35); nothing loaded.
    expect(page.body.match(/<script/g)).toHaveLength(1);
    expect(page.body).not.toContain('<script src');
    expect(page.headers['content-security-policy']).toMatch(/style-src 'sha256-[^']+'; script-src 'sha256-[^']+'/);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('authorises 4242…, tells the listeners after the write and sends the shopper back', async () => {
    const payment = await newPayment();
    const answer = await postJson(`/sandbox-pay/api/${payment.id}/card`, card('4242 4242 4242 4242'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'authorised', redirectUrl: `/checkout/payment?bank_return=true&order_ref=${reference}` });
    expect(settled.at(-1)).toMatchObject({ reference: String(reference), payment: { id: payment.id, status: 'authorised' } });
    const stored = await provider.getPayment(payment.id);
    expect(stored).toEqual({ id: payment.id, status: 'authorised', card: { brand: 'Visa', last4: '4242', expiryMonth: 12, expiryYear: 2028, holder: 'Camille Martin' } });
    // Ended: it cannot be paid again.
    const again = await postJson(`/sandbox-pay/api/${payment.id}/card`, card('4242424242424242'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 409, message: 'Ce paiement est déjà terminé.' });
  });

  it('declines 0002 with 4000001 and finds the bank unavailable with 0119', async () => {
    const declined = await newPayment();
    const answer = await postJson(`/sandbox-pay/api/${declined.id}/card`, card('4000000000000002'));
    expect(answer.json()).toEqual({ status: 'declined', redirectUrl: `/checkout/payment?bank_return=true&order_ref=${reference}&error=decline` });
    expect(await provider.getPayment(declined.id)).toMatchObject({ status: 'declined', code: '4000001' });
    const unavailable = await newPayment();
    const second = await postJson(`/sandbox-pay/api/${unavailable.id}/card`, card('4000000000000119'));
    expect(second.json()).toMatchObject({ status: 'unavailable', redirectUrl: expect.stringMatching(/&error=unavailable$/) });
    expect(settled.at(-1)?.payment).toMatchObject({ status: 'unavailable', code: '4010106' });
  });

  it('ends a payment once when the card is sent twice at the same time', async () => {
    const payment = await newPayment();
    const before = settled.length;
    const answers = await Promise.all([1, 2, 3].map(() => postJson(`/sandbox-pay/api/${payment.id}/card`, card('4242424242424242'))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(settled.length - before).toBe(1);
  });

  it('answers each provider code with its test card', async () => {
    for (const code of ['4000007', '4010104', '4010309']) {
      const payment = await newPayment();
      await postJson(`/sandbox-pay/api/${payment.id}/card`, card(testCardForCode(code)));
      expect((await provider.getPayment(payment.id))?.code).toBe(code);
    }
  });

  it('asks for 3-D Secure: 123456 passes, and the saved card comes back as a token', async () => {
    const payment = await newPayment({ saveCard: true });
    const answer = await postJson(`/sandbox-pay/api/${payment.id}/card`, card('4000 0000 0000 3220'));
    expect(answer.json()).toEqual({ status: 'challenge', next: 'challenge', redirectUrl: `/sandbox-pay/${payment.id}/challenge` });
    expect((await app.inject(`/sandbox-pay/${payment.id}/challenge`)).body).toContain('name="code"');
    const passed = await postJson(`/sandbox-pay/api/${payment.id}/challenge`, { code: '123456' });
    expect(passed.json()).toMatchObject({ status: 'authorised' });
    const stored = await provider.getPayment(payment.id);
    expect(stored?.card?.token).toMatch(/^card_[A-Za-z0-9_-]{24}$/);
    // Paid later with the saved card: its bank asks for the challenge again.
    const later = await newPayment({ savedCardToken: stored!.card!.token });
    expect(later).toMatchObject({ status: 'challenge', redirectUrl: `/sandbox-pay/${later.id}/challenge`, card: { last4: '3220' } });
  });

  it('fails 3-D Secure with a wrong passcode, and 3063 whatever is typed', async () => {
    const wrong = await newPayment();
    await postJson(`/sandbox-pay/api/${wrong.id}/card`, card('4000000000003220'));
    expect((await postJson(`/sandbox-pay/api/${wrong.id}/challenge`, { code: '000000' })).json()).toMatchObject({ status: 'declined' });
    expect((await provider.getPayment(wrong.id))?.code).toBe('4010201');
    const failing = await newPayment();
    await postJson(`/sandbox-pay/api/${failing.id}/card`, card('4000000000003063'));
    expect((await postJson(`/sandbox-pay/api/${failing.id}/challenge`, { code: '123456' })).json()).toMatchObject({ status: 'declined' });
    expect((await provider.getPayment(failing.id))?.code).toBe('4010201');
  });

  it('charges a saved card without challenge at once, and not after the card is forgotten', async () => {
    const first = await newPayment({ saveCard: true });
    await postJson(`/sandbox-pay/api/${first.id}/card`, card('5555 5555 5555 4444'));
    const token = (await provider.getPayment(first.id))!.card!.token!;
    const charged = await newPayment({ savedCardToken: token });
    expect(charged).toEqual({ id: charged.id, status: 'authorised', card: { brand: 'Mastercard', last4: '4444', expiryMonth: 12, expiryYear: 2028, holder: 'Camille Martin' } });
    expect(await newPayment({ savedCardToken: token, customerRef: '8' })).toMatchObject({ status: 'declined', code: '4010310' });
    await provider.forgetCard(token);
    expect(await newPayment({ savedCardToken: token })).toMatchObject({ status: 'declined', code: '4010310' });
    // The past payment still shows its card, without a token any more.
    expect((await provider.getPayment(first.id))?.card).toEqual({ brand: 'Mastercard', last4: '4444', expiryMonth: 12, expiryYear: 2028, holder: 'Camille Martin' });
  });

  it('checks the card on the server and ends the payment after 3 wrong tries', async () => {
    const payment = await newPayment();
    const luhn = await postJson(`/sandbox-pay/api/${payment.id}/card`, card('4242424242424241'));
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().message).toBe('Le numéro de carte est invalide. Essais restants : 2.');
    const expired = await postJson(`/sandbox-pay/api/${payment.id}/card`, card('4242424242424242', { expiryMonth: 10, expiryYear: 2026 }));
    expect(expired.json().message).toMatch(/^La date d'expiration est invalide/);
    const third = await postJson(`/sandbox-pay/api/${payment.id}/card`, card('378282246310005', { cvc: '123' }));
    expect(third.json()).toMatchObject({ status: 'declined', redirectUrl: expect.stringMatching(/&error=decline$/) });
    expect(await provider.getPayment(payment.id)).toMatchObject({ status: 'declined', code: '4000011' });
  });

  it('wants 4 CVC digits for Amex', async () => {
    const payment = await newPayment({ locale: 'en' });
    expect((await postJson(`/sandbox-pay/api/${payment.id}/card`, card('378282246310005'))).json().message).toMatch(/^The security code is invalid/);
    expect((await postJson(`/sandbox-pay/api/${payment.id}/card`, card('378282246310005', { cvc: '1234' }))).json()).toMatchObject({ status: 'authorised' });
    expect((await provider.getPayment(payment.id))?.card?.brand).toBe('Amex');
  });

  it('refuses bad input, unknown ids and steps out of order with 4xx', async () => {
    const payment = await newPayment();
    expect((await postJson(`/sandbox-pay/api/${payment.id}/card`, { number: 4242 })).statusCode).toBe(400);
    expect((await postJson(`/sandbox-pay/api/${payment.id}/card`, card('4'.repeat(100)))).statusCode).toBe(400);
    expect((await postJson(`/sandbox-pay/api/${payment.id}/challenge`, { code: '123456' })).statusCode).toBe(409);
    expect((await postJson(`/sandbox-pay/api/${payment.id}/paypal`, { approve: true })).statusCode).toBe(409);
    expect((await postJson('/sandbox-pay/api/pay_AAAAAAAAAAAAAAAAAAAAAAAA/card', card('4242424242424242'))).statusCode).toBe(404);
    expect((await postJson("/sandbox-pay/api/x'%20or%201=1/card", card('4242424242424242'))).statusCode).toBe(404);
    expect((await app.inject('/sandbox-pay/pay_unknown')).statusCode).toBe(404);
  });
});

describe('the sandbox provider: sessions', () => {
  it('ends a payment left 25 minutes on the hosted page, before the shop gives up on the order', async () => {
    const payment = await newPayment();
    clock = new Date(START.getTime() + 26 * 60_000);
    try {
      const late = await postJson(`/sandbox-pay/api/${payment.id}/card`, card('4242424242424242'));
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/^Le délai pour payer est dépassé/);
      expect(await provider.getPayment(payment.id)).toMatchObject({ status: 'declined', code: '4010311' });
      expect(settled.at(-1)?.payment).toMatchObject({ id: payment.id, status: 'declined' });
    } finally {
      clock = START;
    }
  });
});

describe('the sandbox provider: hosted HTML pages', () => {
  it('goes card → challenge → shop with plain forms', async () => {
    const payment = await newPayment({ returnUrl: 'https://shop.example/checkout/payment?bank_return=true&order_ref=42' });
    const posted = await postForm(`/sandbox-pay/${payment.id}`, { number: '4000 0000 0000 3220', expiry: '12/28', cvc: '123', holder: 'Ada', action: 'pay' });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`/sandbox-pay/${payment.id}/challenge`);
    // The card page now shows the step the payment is at.
    expect((await app.inject(`/sandbox-pay/${payment.id}`)).headers.location).toBe(`/sandbox-pay/${payment.id}/challenge`);
    const challenge = await app.inject(`/sandbox-pay/${payment.id}/challenge`);
    expect(challenge.headers['content-security-policy']).toContain("form-action 'self' https://shop.example");
    const done = await postForm(`/sandbox-pay/${payment.id}/challenge`, { code: '123456', action: 'confirm' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('https://shop.example/checkout/payment?bank_return=true&order_ref=42');
    const over = await app.inject(`/sandbox-pay/${payment.id}`);
    expect(over.body).toContain('Ce paiement est terminé.');
  });

  it('takes the expiry typed without its slash, writes it as it is typed, and leaves refusals to the page’s language (issue 35)', async () => {
    const payment = await newPayment();
    const form = await app.inject(`/sandbox-pay/${payment.id}`);
    // No browser validation (its messages are in the browser's language): the shop's own refusals.
    expect(form.body).toMatch(/<form method="post" action="\/sandbox-pay\/[^"]+" autocomplete="on" novalidate>/);
    expect(form.body).toContain(`<script>${EXPIRY_SCRIPT}</script>`);
    expect(form.headers['content-security-policy']).toContain(`script-src '${SCRIPT_HASH}'`);
    const mistaken = await postForm(`/sandbox-pay/${payment.id}`, { number: '4242 4242 4242 4241', expiry: '1229', cvc: '123', holder: 'Ada', action: 'pay' });
    expect(mistaken.statusCode).toBe(400);
    expect(mistaken.body).toContain('Le numéro de carte est invalide.');
    expect(mistaken.body).toContain('value="12/29"');
    const empty = await postForm(`/sandbox-pay/${payment.id}`, { number: '4242 4242 4242 4242', expiry: '', cvc: '123', holder: 'Ada', action: 'pay' });
    expect(empty.body).toContain('La date d&#39;expiration est invalide ou dépassée.');
    const paid = await postForm(`/sandbox-pay/${payment.id}`, { number: '4242 4242 4242 4242', expiry: '1229', cvc: '123', holder: 'Ada', action: 'pay' });
    expect(paid.statusCode).toBe(303);
    expect((await provider.getPayment(payment.id))?.card).toMatchObject({ expiryMonth: 12, expiryYear: 2029 });
  });

  it('the expiry script puts the slash in as the shopper types', () => {
    const field: { value: string; listener?: (event: { inputType: string }) => void; addEventListener(type: string, listener: (event: { inputType: string }) => void): void } = {
      value: '',
      addEventListener(_type, listener) { this.listener = listener; },
    };
    new Function('document', EXPIRY_SCRIPT)({ getElementById: () => field });
    const type = (value: string, inputType = 'insertText') => {
      field.value = value;
      field.listener!({ inputType });
      return field.value;
    };
    expect(type('1')).toBe('1');
    expect(type('12')).toBe('12/');
    expect(type('12/2')).toBe('12/2');
    expect(type('12/29')).toBe('12/29');
    expect(type('1229', 'insertFromPaste')).toBe('12/29');
    expect(type('1/29')).toBe('01/29');
    expect(type('12/299999')).toBe('12/2999');
    expect(type('12', 'deleteContentBackward')).toBe('12');
    expect(type('12a')).toBe('12/');
  });

  it('shows a mistake on the form again, without the number or the CVC', async () => {
    const payment = await newPayment({ merchantReference: '<b>1</b>' });
    const page = await postForm(`/sandbox-pay/${payment.id}`, { number: '4242 4242 4242 4241', expiry: '12/28', cvc: '987', holder: 'Ada <Lovelace>' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Le numéro de carte est invalide.');
    expect(page.body).toContain('value="12/28"');
    expect(page.body).toContain('Ada &lt;Lovelace&gt;');
    expect(page.body).toContain('&lt;b&gt;1&lt;/b&gt;');
    expect(page.body).not.toContain('4242 4242 4242 4241');
    expect(page.body).not.toContain('987');
  });

  it('cancels from the card page, and runs PayPal in English', async () => {
    const payment = await newPayment();
    const cancelled = await postForm(`/sandbox-pay/${payment.id}`, { action: 'cancel' });
    expect(cancelled.headers.location).toMatch(/&error=decline$/);
    expect((await provider.getPayment(payment.id))?.status).toBe('cancelled');
    const paypal = await newPayment({ method: 'paypal', locale: 'en-IE' });
    expect(paypal.redirectUrl).toBe(`/sandbox-pay/${paypal.id}/paypal`);
    const page = await app.inject(`/sandbox-pay/${paypal.id}/paypal`);
    expect(page.body).toContain('Approve the payment');
    expect(page.body).toContain('lang="en"');
    expect((await postForm(`/sandbox-pay/${paypal.id}/paypal`, { action: 'approve' })).statusCode).toBe(303);
    expect((await provider.getPayment(paypal.id))?.status).toBe('authorised');
    const refused = await newPayment({ method: 'paypal' });
    expect((await postJson(`/sandbox-pay/api/${refused.id}/paypal`, { approve: false })).json()).toMatchObject({ status: 'cancelled' });
  });
});

describe('card numbers stay out of storage and logs', () => {
  it('keeps no full number in the sandbox tables nor in the logs', async () => {
    const numbers = ['4242424242424242', '4000000000003220', '5555555555554444', '378282246310005', '4000000000000002'];
    const tables = JSON.stringify([
      await database.db.selectFrom('sandbox_payments').selectAll().execute(),
      await database.db.selectFrom('sandbox_cards').selectAll().execute(),
    ]);
    expect(tables).toContain('4242');
    for (const number of numbers) {
      expect(tables).not.toContain(number);
      expect(logs.join('\n')).not.toContain(number);
    }
    expect(logs.length).toBeGreaterThan(10);
  });
});

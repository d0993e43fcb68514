import { describe, expect, it } from 'vitest';
import type { Balance, BalanceLine } from '../../src/application/ports/orders-api';
import { useApi } from '../testing/api-harness';
import { accountsClient, freshIp } from '../testing/accounts-harness';
import { demoGiftcardCode, EXPIRED_GIFTCARD, USED_GIFTCARD } from '../demo/seed-giftcards';

const api = useApi();
const client = accountsClient(api);

type Activation = { credit: BalanceLine; balance: Balance; code?: number; message?: string };
const activate = (token: string, code: unknown, ip?: string) =>
  client.post<Activation>('/secure/account/giftcards', { code }, { token, ...(ip ? { ip } : {}) });

describe('POST /secure/account/giftcards', () => {
  it('adds the card to the balance once, with its expiry and the masked code; the same code again is refused', async () => {
    const shopper = await client.register();
    const code = demoGiftcardCode(25, 1);
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4, 8)} ${code.slice(8, 12)}-${code.slice(12)}`;
    const first = await activate(shopper.token, typed);
    expect(first.status).toBe(201);
    expect(first.body.credit).toMatchObject({ kind: 'giftcard', amount: 25, remaining: 25, origin: 'CADE…O001', code: null, expiresAt: '2035-12-31T22:59:59.000Z' });
    expect(first.body.balance.balance).toBe(25);
    expect(first.body.balance.credits.map((line) => line.id)).toEqual([first.body.credit.id]);
    const vouchers = await client.get<Balance>('/secure/account/vouchers', { token: shopper.token });
    expect(vouchers.body.credits[0]).toMatchObject({ kind: 'giftcard', origin: 'CADE…O001' });

    const again = await activate(shopper.token, code);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cette carte cadeau a déjà été activée.');
    const other = await client.register();
    expect((await activate(other.token, code)).status).toBe(409);
    expect((await activate(other.token, USED_GIFTCARD.code)).status).toBe(409);
    const card = await api.db.selectFrom('giftcards').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect(card).toMatchObject({ customer_id: shopper.customer.id, entry_id: first.body.credit.id });
    expect(card.activated_at).not.toBeNull();
  });

  it('refuses an unknown code (404), an expired card (410) and a badly typed code (400), in the shopper’s language', async () => {
    const shopper = await client.register();
    const unknown = await activate(shopper.token, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, message: 'Ce code de carte cadeau n’existe pas. Vérifiez-le.' });
    const expired = await activate(shopper.token, EXPIRED_GIFTCARD.code);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('Cette carte cadeau a expiré.');
    const short = await client.post<Activation>('/secure/account/giftcards', { code: 'ABC123' }, { token: shopper.token, lang: 'en' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('A gift card code has 16 characters (letters and digits).');
    const balance = await client.get<Balance>('/secure/account/vouchers', { token: shopper.token });
    expect(balance.body.credits).toEqual([]);
    const card = await api.db.selectFrom('giftcards').select(['activated_at']).where('code', '=', EXPIRED_GIFTCARD.code).executeTakeFirstOrThrow();
    expect(card.activated_at).toBeNull();
  });

  it('refuses anonymous callers (401)', async () => {
    const answer = await client.post('/secure/account/giftcards', { code: demoGiftcardCode(50, 9) });
    expect(answer.status).toBe(401);
  });

  it('answers hostile strings with a 400, never a 500, and activates nothing', async () => {
    const shopper = await client.register();
    const hostile: unknown[] = [
      "' OR 1=1 --", 'CADEAU025DEMO00%', 'CADEAU025DEMO00_', '<script>alert(1)</script>', 'A'.repeat(65), '\u0000'.repeat(16),
      'ＣＡＤＥＡＵ０２５ＤＥＭＯ００２', '١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦', null, 1234567890123456, ['CADEAU025DEMO002'], { $ne: null },
    ];
    for (const code of hostile) {
      // Each from its own client address and a handful per customer, so the throttle does not answer first.
      const answer = await activate(shopper.token, code, freshIp());
      expect([400, 429], `for ${JSON.stringify(code)}`).toContain(answer.status);
    }
    const notObject = await client.call('POST', '/secure/account/giftcards', { token: shopper.token, body: ['x'] });
    expect(notObject.status).toBe(400);
    const activated = await api.db.selectFrom('giftcards').select('code').where('customer_id', '=', shopper.customer.id).execute();
    expect(activated).toEqual([]);
  });

  it('throttles refused attempts: the 6th in 15 minutes is a 429 with Retry-After; successes do not count', async () => {
    const shopper = await client.register();
    for (let i = 0; i < 4; i += 1) expect((await activate(shopper.token, `ZZZZZZZZZZZZZZ${String(i).padStart(2, '0')}`)).status).toBe(404);
    expect((await activate(shopper.token, demoGiftcardCode(25, 2))).status).toBe(201);
    expect((await activate(shopper.token, 'ZZZZZZZZZZZZZZ98')).status).toBe(404);
    const throttled = await activate(shopper.token, demoGiftcardCode(25, 3));
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.body.message).toContain('Trop de codes refusés');
    expect((await api.db.selectFrom('giftcards').select('activated_at').where('code', '=', demoGiftcardCode(25, 3)).executeTakeFirstOrThrow()).activated_at).toBeNull();

    // Per client address too: other customers behind one address.
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      const someone = await client.register();
      expect((await activate(someone.token, 'YYYYYYYYYYYYYYYY', ip)).status).toBe(404);
    }
    const late = await client.register();
    expect((await activate(late.token, demoGiftcardCode(25, 4), ip)).status).toBe(429);
  });

  it('activates a code sent many times at once exactly once', async () => {
    const shoppers = await Promise.all([client.register(), client.register(), client.register()]);
    const code = demoGiftcardCode(100, 1);
    const answers = await Promise.all([...shoppers, ...shoppers].map((shopper) => activate(shopper.token, code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const entries = await api.db.selectFrom('balance_entries').select(['customer_id', 'amount_cents']).where('origin_ref', '=', 'CADE…O001').where('amount_cents', '=', 10000).execute();
    expect(entries).toHaveLength(1);
    const card = await api.db.selectFrom('giftcards').select(['customer_id', 'entry_id']).where('code', '=', code).executeTakeFirstOrThrow();
    expect(entries[0].customer_id).toBe(card.customer_id);
  });
});

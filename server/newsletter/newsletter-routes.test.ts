import { describe, expect, it } from 'vitest';
import { readOutboxDir } from '../mail/file-outbox-mailer';
import { useApi } from '../testing/api-harness';
import { accountsClient, freshIp } from '../testing/accounts-harness';

const api = useApi();
const client = accountsClient(api);
const outbox = (to: string) => readOutboxDir(api.app.mailer.outboxDir!, to);
let addresses = 0;
const newAddress = () => `reader.${++addresses}.${Math.random().toString(36).slice(2, 7)}@example.com`;
const linkOf = (meta: Record<string, string | number>) => ({ email: String(meta.email), expires: String(meta.expires), signature: String(meta.signature) });

describe('POST /newsletters/subscribe', () => {
  it('subscribes a trimmed, lower-cased address once, and mails one welcome with a one-click unsubscribe link', async () => {
    const email = newAddress();
    const first = await client.post('/newsletters/subscribe', { email: `  ${email.toUpperCase()} ` });
    expect(first).toMatchObject({ status: 200, body: { email, subscribed: true, message: expect.stringContaining('48') } });
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect((await client.post('/newsletters/subscribe', { email })).body).toEqual(first.body);
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'newsletter-welcome', locale: 'fr', subject: expect.stringContaining('newsletter') });
    expect(mails[0].text).toContain(String(mails[0].meta.unsubscribeUrl));
    expect(String(mails[0].meta.unsubscribeUrl)).toMatch(/\/unsubscribe\?email=.+&expires=\d+&signature=[\w-]{43}$/);
    const rows = await api.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).execute();
    expect(rows).toMatchObject([{ store_id: 'laboutiqueofficielle', status: 'subscribed', customer_id: null }]);
  });

  it('keeps subscriptions per store, each mail in its store language', async () => {
    const email = newAddress();
    await client.post('/newsletters/subscribe', { email }, { store: 'boutique_de' });
    await client.post('/newsletters/subscribe', { email }, { store: 'boutique_it' });
    const mails = await outbox(email);
    expect(mails.map((mail) => mail.locale).sort()).toEqual(['de', 'it']);
    expect(String(mails.find((mail) => mail.locale === 'de')!.meta.unsubscribeUrl)).toContain('/de/unsubscribe?');
  });

  it('answers 422 with a translated first message for a missing or invalid address, never a 500', async () => {
    expect(await client.post('/newsletters/subscribe', { email: 'not-an-address' })).toMatchObject({ status: 422, body: { code: 422, message: "L'adresse e-mail n'est pas valide." } });
    expect(await client.post('/newsletters/subscribe', { email: '  ' }, { store: 'boutique_es' })).toMatchObject({ status: 422, body: { message: 'Introduce tu dirección de correo electrónico.' } });
    expect((await client.post('/newsletters/subscribe', {})).status).toBe(422);
    for (const hostile of [{ email: 42 }, { email: 'a\u0000@b.fr' }, { email: 'x'.repeat(5000) }, { email: ['a@b.fr'] }]) {
      expect((await client.post('/newsletters/subscribe', hostile)).status).toBeLessThan(500);
    }
  });

  it('throttles writes per client: the sixth in five minutes is a 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await client.post('/newsletters/subscribe', { email: newAddress() }, { ip })).status).toBe(200);
    const refused = await client.post('/newsletters/subscribe', { email: newAddress() }, { ip });
    expect(refused).toMatchObject({ status: 429, body: { code: 429 } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await client.post('/newsletters/subscribe', { email: newAddress() })).status).toBe(200);
  });

  it('survives a burst of the same subscription at once: one row, one mail', async () => {
    const email = newAddress();
    const answers = await Promise.all([1, 2, 3].map(() => client.post('/newsletters/subscribe', { email })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await api.db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });
});

describe('PATCH /newsletters/unsubscribe', () => {
  it('unsubscribes at once with the signed link of the mail', async () => {
    const email = newAddress();
    await client.post('/newsletters/subscribe', { email });
    const [welcome] = await outbox(email);
    const answer = await client.patch('/newsletters/unsubscribe', linkOf(welcome.meta));
    expect(answer).toMatchObject({ status: 200, body: { email, subscribed: false } });
    expect((await api.db.selectFrom('newsletter_subscriptions').select('status').where('email', '=', email).executeTakeFirstOrThrow()).status).toBe('unsubscribed');
  });

  it('refuses a forged, altered, expired or other-store signature (403), and changes nothing', async () => {
    const email = newAddress();
    await client.post('/newsletters/subscribe', { email });
    const link = linkOf((await outbox(email))[0].meta);
    const forged = [
      { ...link, signature: 'A'.repeat(43) },
      { ...link, email: newAddress() },
      { ...link, expires: String(Number(link.expires) + 1) },
      { ...link, expires: '1' },
    ];
    for (const body of forged) expect((await client.patch('/newsletters/unsubscribe', body)).status).toBe(403);
    expect((await client.patch('/newsletters/unsubscribe', link, { store: 'boutique_es' })).status).toBe(403);
    expect((await api.db.selectFrom('newsletter_subscriptions').select('status').where('email', '=', email).where('store_id', '=', 'laboutiqueofficielle').executeTakeFirstOrThrow()).status).toBe('subscribed');
  });

  it('without a signature answers 202 and mails the address a confirmation link, the same whether subscribed or not', async () => {
    const subscribed = newAddress();
    const stranger = newAddress();
    await client.post('/newsletters/subscribe', { email: subscribed });
    const a = await client.patch('/newsletters/unsubscribe', { email: subscribed });
    const b = await client.patch('/newsletters/unsubscribe', { email: stranger });
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect({ ...a.body as object, email: '' }).toEqual({ ...b.body as object, email: '' });
    expect((await api.db.selectFrom('newsletter_subscriptions').select('status').where('email', '=', subscribed).executeTakeFirstOrThrow()).status).toBe('subscribed');
    const confirmation = (await outbox(subscribed)).find((mail) => mail.kind === 'newsletter-unsubscribe-confirmation')!;
    expect(confirmation).toBeDefined();
    expect(await outbox(stranger)).toEqual([]);
    expect((await client.patch('/newsletters/unsubscribe', linkOf(confirmation.meta))).status).toBe(200);
  });

  it("lets a signed-in customer unsubscribe their own address, and only theirs", async () => {
    const camille = await client.signIn('camille@example.com');
    expect(camille.customer.newsletter).toBe(true);
    expect((await client.patch('/newsletters/unsubscribe', { email: 'giulia@example.com' }, { token: camille.token, store: 'boutique_it' })).status).toBe(202);
    expect((await client.patch('/newsletters/unsubscribe', { email: 'Camille@Example.com' }, { token: camille.token })).status).toBe(200);
    expect((await client.get<{ newsletter: boolean }>('/secure/account/profile/v2', { token: camille.token })).body.newsletter).toBe(false);
    expect((await client.post('/newsletters/subscribe', { email: 'camille@example.com' }, { token: camille.token })).status).toBe(200);
    expect((await client.get<{ newsletter: boolean }>('/secure/account/profile/v2', { token: camille.token })).body.newsletter).toBe(true);
  });
});

describe('GET /newsletters/is-subscribed', () => {
  it('tells nothing to anonymous callers (401) nor about another customer (403)', async () => {
    expect((await client.get('/newsletters/is-subscribed?email=camille%40example.com')).status).toBe(401);
    const sam = await client.signIn('sam@example.com');
    expect((await client.get('/newsletters/is-subscribed?email=camille%40example.com', { token: sam.token })).status).toBe(403);
    expect((await client.get('/newsletters/is-subscribed?email=camille%40example.com&expires=99999999999&signature=' + 'A'.repeat(43))).status).toBe(403);
  });

  it('answers the owner, a signed link holder and support staff', async () => {
    const giulia = await client.signIn('giulia@example.com');
    expect((await client.get('/newsletters/is-subscribed?email=giulia%40example.com', { token: giulia.token, store: 'boutique_it' })).body).toEqual({ email: 'giulia@example.com', subscribed: true });
    expect((await client.get('/newsletters/is-subscribed?email=giulia%40example.com', { token: giulia.token })).body).toEqual({ email: 'giulia@example.com', subscribed: false });
    const support = await client.signIn('support@example.com');
    expect((await client.get('/newsletters/is-subscribed?email=giulia%40example.com', { token: support.token, store: 'boutique_it' })).body).toEqual({ email: 'giulia@example.com', subscribed: true });
    const email = newAddress();
    await client.post('/newsletters/subscribe', { email });
    const link = new URLSearchParams(linkOf((await outbox(email))[0].meta)).toString();
    expect((await client.get(`/newsletters/is-subscribed?${link}`)).body).toEqual({ email, subscribed: true });
  });
});

describe('/outlet/access', () => {
  type Grant = { access: true; email: string; pass: string; maxAgeSeconds: number };

  it('lets customers and subscribers in with a signed pass for the 30-day cookie', async () => {
    const customer = await client.post<Grant>('/outlet/access', { email: 'SAM@example.com' });
    expect(customer).toMatchObject({ status: 200, body: { access: true, email: 'sam@example.com', maxAgeSeconds: 2_592_000 } });
    const email = newAddress();
    await client.post('/newsletters/subscribe', { email }, { store: 'boutique_es' });
    expect((await client.post('/outlet/access', { email }, { store: 'boutique_es' })).status).toBe(200);
    const check = await client.get(`/outlet/access?pass=${customer.body.pass}`);
    expect(check.body).toEqual({ access: true, email: 'sam@example.com', pass: null, searchKey: expect.any(String) });
  });

  it('refuses anyone else with a translated invitation to subscribe, and a subscriber of another store', async () => {
    const email = newAddress();
    expect(await client.post('/outlet/access', { email })).toMatchObject({ status: 403, body: { message: expect.stringContaining('newsletter') } });
    expect((await client.post('/outlet/access', { email }, { store: 'boutique_de' })).body).toMatchObject({ message: expect.stringContaining('Newsletter') });
    await client.post('/newsletters/subscribe', { email }, { store: 'boutique_es' });
    expect((await client.post('/outlet/access', { email })).status).toBe(403);
    expect((await client.post('/outlet/access', { email: 'nope' })).status).toBe(422);
  });

  it('never opens the outlet with a hand-made or altered pass', async () => {
    const stranger = Buffer.from('stranger@example.com').toString('base64url');
    const sam = (await client.post<Grant>('/outlet/access', { email: 'sam@example.com' })).body.pass;
    const [expires, signature] = sam.split('.');
    for (const pass of [`99999999999.${'A'.repeat(43)}.${stranger}`, `${expires}.${signature}.${stranger}`, `${Number(expires) + 1}.${signature}.${sam.split('.')[2]}`, 'stranger@example.com', '']) {
      expect((await client.get(`/outlet/access?pass=${encodeURIComponent(pass)}`)).body).toMatchObject({ access: false });
    }
  });

  it('gives a signed-in customer the outlet and a pass for the cookie', async () => {
    const noor = await client.signIn('noor@example.com');
    const check = await client.get<{ access: boolean; pass: string }>('/outlet/access', { token: noor.token });
    expect(check.body).toMatchObject({ access: true, email: 'noor@example.com' });
    expect((await client.get(`/outlet/access?pass=${check.body.pass}`)).body).toMatchObject({ access: true });
  });

  it('throttles access requests per client', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) await client.post('/outlet/access', { email: newAddress() }, { ip });
    expect((await client.post('/outlet/access', { email: 'sam@example.com' }, { ip })).status).toBe(429);
  });
});

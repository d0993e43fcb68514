import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../src/domain/contact/contact-message';
import { readOutboxDir } from '../mail/file-outbox-mailer';
import { useApi } from '../testing/api-harness';
import { accountsClient, freshIp } from '../testing/accounts-harness';
import { DEFAULT_SUPPORT_EMAIL } from './contact-captcha';

const api = useApi();
const accounts = accountsClient(api);

const message = (overrides: Record<string, unknown> = {}) => ({
  email: 'Ana.Lima@Example.com', name: 'Ana Lima', subject: 'delivery', message: 'My parcel has not arrived yet, can you check?', ...overrides,
});
const send = (body: unknown, options: { ip?: string; token?: string; lang?: string } = {}) =>
  accounts.post<{ reference: string; code?: number; message?: string }>('/contact', body, { ip: options.ip ?? freshIp(), token: options.token, lang: options.lang });
const outbox = (to?: string) => readOutboxDir(api.app.mailer.outboxDir!, to);

describe('POST /contact', () => {
  it('stores the message, mails support and acknowledges the sender in their language', async () => {
    const answer = await send(message(), { lang: 'es-ES' });
    expect(answer.status).toBe(201);
    expect(answer.body.reference).toMatch(/^CT-[2-9A-Z]{8}$/);
    const row = await api.db.selectFrom('contact_messages').selectAll().where('reference', '=', answer.body.reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'ana.lima@example.com', name: 'Ana Lima', subject: 'delivery', order_id: null, customer_id: null, locale: 'es' });
    const toSupport = (await outbox(DEFAULT_SUPPORT_EMAIL)).find((mail) => mail.meta.reference === answer.body.reference)!;
    expect(toSupport).toMatchObject({ kind: 'contact-message', meta: { replyTo: 'ana.lima@example.com' } });
    expect(toSupport.text).toContain('My parcel has not arrived yet');
    const ack = (await outbox('ana.lima@example.com')).find((mail) => mail.meta.reference === answer.body.reference)!;
    expect(ack).toMatchObject({ kind: 'contact-acknowledgement', locale: 'es' });
    expect(ack.text).toContain(answer.body.reference);
  });

  it("keeps a signed-in customer's id, and the order id as given", async () => {
    const { token, customer } = await accounts.signIn('camille@example.com');
    const order = await api.db.selectFrom('orders').select('id').where('customer_id', '=', customer.id).orderBy('id').executeTakeFirstOrThrow();
    const given = String(order.id).padStart(8, '0');
    const answer = await send(message({ orderId: given, email: 'camille@example.com' }), { token });
    expect(answer.status).toBe(201);
    const row = await api.db.selectFrom('contact_messages').selectAll().where('reference', '=', answer.body.reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_id: customer.id, order_id: given });
  });

  it("takes only an order of the sender's, and says the same of any other (issue 35 item 11)", async () => {
    const camille = await accounts.signIn('camille@example.com');
    const { id } = await api.db.selectFrom('orders').select('id').where('customer_id', '=', camille.customer.id).orderBy('id').executeTakeFirstOrThrow();
    const before = (await api.db.selectFrom('contact_messages').select('id').execute()).length;
    const unknown = { status: 404, body: { message: 'We find no order with this number for your email address. Please check the number in your confirmation email.' } };
    // Anonymous: an order placed with the address given (in any case), and no other.
    expect((await send(message({ orderId: String(id), email: 'Camille@Example.com' }))).status).toBe(201);
    expect(await send(message({ orderId: String(id) }), { lang: 'en' })).toMatchObject(unknown);
    expect(await send(message({ orderId: '99999999' }), { lang: 'en' })).toMatchObject(unknown);
    // Signed in: one of the customer's orders, whatever address is typed; another's is unknown too.
    const sam = await accounts.signIn('sam@example.com');
    expect(await send(message({ orderId: String(id), email: 'camille@example.com' }), { token: sam.token, lang: 'en' })).toMatchObject(unknown);
    expect(await send(message({ orderId: String(id) }), { token: camille.token, lang: 'de' })).toMatchObject({
      status: 201,
    });
    expect(await send(message({ orderId: '99999998' }), { token: camille.token, lang: 'de' })).toMatchObject({
      status: 404, body: { message: 'Wir finden keine Bestellung mit dieser Nummer zu Ihrer E-Mail-Adresse. Bitte prüfen Sie die Nummer in Ihrer Bestätigungs-E-Mail.' },
    });
    expect((await api.db.selectFrom('contact_messages').select('id').execute()).length).toBe(before + 2);
  });

  it('refuses a bad order id, subject, address or message with a 4xx and writes nothing', async () => {
    const before = (await api.db.selectFrom('contact_messages').select('id').execute()).length;
    for (const body of [
      message({ orderId: '123456789' }), message({ orderId: '12ab' }), message({ subject: 'refund-now' }), message({ message: 'x'.repeat(6001) }),
      message({ name: 'a\u0000b' }), message({ extra: true }), { ...message(), email: undefined },
    ]) expect((await send(body)).status).toBe(400);
    for (const body of [message({ email: 'nope' }), message({ message: '   short   ' }), message({ name: '   ' })]) {
      expect(await send(body)).toMatchObject({ status: 422, body: { message: expect.stringContaining('formulaire') } });
    }
    expect((await api.db.selectFrom('contact_messages').select('id').execute()).length).toBe(before);
  });

  it('files a double submit once: the same reference, one row, one pair of mails', async () => {
    const body = message({ email: 'double@example.com', message: 'Sent twice by a double click, once please.' });
    const [first, second] = await Promise.all([send(body), send(body)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.reference).toBe(first.body.reference);
    const again = await send(body);
    expect(again.body.reference).toBe(first.body.reference);
    const rows = await api.db.selectFrom('contact_messages').select('reference').where('email', '=', 'double@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(await outbox('double@example.com')).toHaveLength(1);
    const changed = await send({ ...body, message: 'Another question, a different message this time.' });
    expect(changed.body.reference).not.toBe(first.body.reference);
  });

  it('throttles anonymous senders to 5 messages in 5 minutes per client, not signed-in customers', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await send(message(), { ip })).status).toBe(201);
    const sixth = await send(message(), { ip });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(message(), { ip: freshIp() })).status).toBe(201);
    const { token } = await accounts.signIn('sam@example.com');
    for (let i = 0; i < 6; i += 1) expect((await send(message(), { ip, token })).status).toBe(201);
  });
});

describe('/admin/contact-messages', () => {
  it('lets support staff list and read messages, by id or reference', async () => {
    const sent = await send(message({ email: 'lookup@example.com', message: 'A question about <b>sizes</b> and fit.' }));
    const { token } = await accounts.signIn('support@example.com');
    const list = await accounts.get<{ messages: (ContactMessage & { excerpt: string })[]; total: number }>('/admin/contact-messages?email=LOOKUP@example.com', { token });
    expect(list.status).toBe(200);
    expect(list.body.messages).toHaveLength(1);
    expect(list.body.messages[0]).toMatchObject({ reference: sent.body.reference, excerpt: 'A question about <b>sizes</b> and fit.' });
    const byId = await accounts.get<ContactMessage>(`/admin/contact-messages/${list.body.messages[0].id}`, { token });
    expect(byId.body).toMatchObject({ reference: sent.body.reference, message: 'A question about <b>sizes</b> and fit.' });
    expect((await accounts.get<ContactMessage>(`/admin/contact-messages/${sent.body.reference.toLowerCase()}`, { token })).body.id).toBe(byId.body.id);
    expect((await accounts.get('/admin/contact-messages/987654', { token })).status).toBe(404);
    expect((await accounts.get('/admin/contact-messages/x;drop', { token })).status).toBe(400);
  });

  it('refuses customers without the support role (403) and anonymous callers (401)', async () => {
    const { token } = await accounts.signIn('camille@example.com');
    expect((await accounts.get('/admin/contact-messages', { token })).status).toBe(403);
    expect((await accounts.get('/admin/contact-messages/1', { token })).status).toBe(403);
    expect((await accounts.get('/admin/contact-messages')).status).toBe(401);
  });
});

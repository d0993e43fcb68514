/**
 * The forgotten-basket reminder through the shop (issue 38), on a clock the test moves: two shop
 * instances on the same database (two pools on PostgreSQL with TEST_DATABASE_URL, else one PGlite
 * database) sweep at the same moment and exactly one mail reaches the outbox; none for a customer
 * without consent, none after an order, none for sold-out lines only. The mail is in the store's
 * language, at today's prices, with a restore link that only its owner can open and a one-click
 * unsubscribe.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createDatabase, type Db } from '../db/database';
import { FileOutboxMailer, readOutboxDir } from '../mail/file-outbox-mailer';
import { htmlOf } from '../mail/smtp-envelope';
import { TtlCache } from '../cache/ttl-cache';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { ApiHarness } from '../testing/api-harness';
import { accountsClient, TEST_JWT_SECRET, type AccountsClient } from '../testing/accounts-harness';
import { newKey, placingBody, stockedSize } from '../testing/orders-test-kit';
import { sweepForgottenBaskets, type RemindersDeps } from './reminders-service';

const HOUR = 3_600_000;
let clock = new Date('2026-12-01T09:00:00Z');
const now = () => clock;
const outbox = mkdtempSync(path.join(tmpdir(), 'boutique-reminders-'));
const mailer = new FileOutboxMailer(outbox, now);
const urls = { publicUrl: 'https://shop.example', storeBaseUrls: {} };

let database: TestDatabase;
let secondDb: Db | null = null;
let shops: FastifyInstance[] = [];
let client: AccountsClient;

const build = (db: Db) => buildApp({ db, pages: false, mode: 'test', now, mailer, config: { publicUrl: urls.publicUrl }, accounts: { jwtSecret: TEST_JWT_SECRET } });
const sweepOf = (app: FastifyInstance): RemindersDeps => ({ db: app.db, cache: new TtlCache(60_000), now, mailer, urls, secret: app.secret, afterHours: 24, origin: urls.publicUrl });
const reminders = async () => (await readOutboxDir(outbox)).filter((mail) => mail.kind === 'basket-reminder');

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.databaseUrl) secondDb = (await createDatabase({ databaseUrl: database.databaseUrl, poolSize: 2 })).db;
  shops = [await build(database.db), await build(secondDb ?? database.db)];
  const harness = { get app() { return shops[0]; }, get db() { return database.db; } } as unknown as ApiHarness;
  client = accountsClient(harness, { now });
}, 180_000);

afterAll(async () => {
  for (const shop of shops) await shop.close();
  await secondDb?.destroy();
  await database?.dispose();
});

interface Shopper { email: string; password: string; token: string }

async function shopper(newsletter: boolean, store = 'laboutiqueofficielle'): Promise<Shopper> {
  const session = await client.register({ newsletter, firstName: 'Inès' }, { store });
  return { email: session.email, password: session.password, token: session.token };
}

const price = (who: Shopper, items: { productId: number; productSizeId: number; quantity: number }[], store = 'laboutiqueofficielle') =>
  client.post('/basket/detail', { basketItems: items }, { token: who.token, store });

describe('the forgotten basket reminder', () => {
  it('mails each due basket once, from two shops sweeping at once: only consenting customers, buyable lines, no order since', async () => {
    const hoodie = await stockedSize(database.db, 8, 0);
    const tee = await stockedSize(database.db, 8, 1);
    const soldOut = await stockedSize(database.db, 0, 2);
    const ines = await shopper(true);
    const noConsent = await shopper(false);
    const ordered = await shopper(true);
    const unlucky = await shopper(true);
    const klaus = await shopper(true, 'boutique_de');

    expect((await price(ines, [{ ...hoodie, quantity: 2 }, { ...soldOut, quantity: 1 }])).status).toBe(200);
    expect((await price(noConsent, [{ ...hoodie, quantity: 1 }])).status).toBe(200);
    expect((await price(unlucky, [{ ...soldOut, quantity: 1 }])).status).toBe(200);
    expect((await price(klaus, [{ ...tee, quantity: 1 }], 'boutique_de')).status).toBe(200);
    expect((await price(ordered, [{ ...tee, quantity: 1 }])).status).toBe(200);
    const address = await client.post<{ id: number }>('/secure/account/addresses', { civility: 2, firstName: 'Ana', lastName: 'Lima', street: '3 rue C', zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR', phoneNumber: '0612345678' }, { token: ordered.token });
    expect(address.status).toBeLessThan(300);
    const addressId = (await database.db.selectFrom('addresses as a').innerJoin('customers as c', 'c.id', 'a.customer_id').select('a.id').where('c.email', '=', ordered.email).executeTakeFirstOrThrow()).id;
    const order = await client.post('/secure/checkout/orders', placingBody(tee, addressId), { token: ordered.token, headers: { 'idempotency-key': newKey() } });
    expect(order.status, JSON.stringify(order.body)).toBeLessThan(300);

    // Not yet: 23 hours after the last change.
    clock = new Date(clock.getTime() + 23 * HOUR);
    expect(await Promise.all(shops.map((shop) => sweepForgottenBaskets(sweepOf(shop))))).toEqual([0, 0]);
    expect(await reminders()).toEqual([]);

    // The price changed meanwhile: the mail says today's.
    await database.db.updateTable('product_prices').set({ price: hoodie.price + 500 }).where('product_id', '=', hoodie.productId).where('country_code', '=', 'fr').execute();
    clock = new Date(clock.getTime() + 2 * HOUR);
    const sent = await Promise.all(shops.map((shop) => sweepForgottenBaskets(sweepOf(shop))));
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await Promise.all(shops.map((shop) => sweepForgottenBaskets(sweepOf(shop))))).toEqual([0, 0]);

    const mails = await reminders();
    expect(mails.map((mail) => mail.to).sort()).toEqual([ines.email, klaus.email].sort());
    const mail = mails.find((one) => one.to === ines.email)!;
    expect(mail.locale).toBe('fr');
    expect(mail.subject).toBe('Votre panier vous attend');
    const unit = ((hoodie.price + 500) / 100).toFixed(2).replace('.', ',');
    expect(mail.text).toContain(`2 × ${unit} €`);
    expect(mail.text).not.toContain(String(soldOut.productSizeId));
    expect(mail.meta.lines).toBe(1);
    expect(mail.meta.valueCents).toBe(2 * (hoodie.price + 500));
    expect(mail.meta.restoreUrl).toBe(`https://shop.example/checkout/basket?restore=${mail.meta.basketId}`);
    expect(mail.text).toContain(String(mail.meta.restoreUrl));
    expect(mail.text).toContain(String(mail.meta.unsubscribeUrl));
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toContain(String(mail.meta.oneClickUnsubscribeUrl));
    expect(htmlOf(mail.text, mail.locale)).toContain(`<a href="${mail.meta.restoreUrl}">`);

    const german = mails.find((one) => one.to === klaus.email)!;
    expect(german.subject).toBe('Ihr Warenkorb wartet auf Sie');
    expect(german.meta.restoreUrl).toMatch(/^https:\/\/shop\.example\/de\/checkout\/basket\?restore=\d+$/);

    // The link restores the basket for its owner only (signed in again: a day went by).
    const again = await client.signIn(ines.email, ines.password);
    const restored = await client.get<{ basketItems: unknown[] }>(`/secure/basket/reminded/${mail.meta.basketId}`, { token: again.token });
    expect(restored.status).toBe(200);
    expect(restored.body.basketItems).toEqual([{ productId: hoodie.productId, productSizeId: hoodie.productSizeId, quantity: 2 }]);
    const other = await client.signIn(noConsent.email, noConsent.password);
    expect((await client.get(`/secure/basket/reminded/${mail.meta.basketId}`, { token: other.token })).status).toBe(404);

    // Support lists it.
    const support = await client.signIn('support@example.com');
    const listed = await client.get<{ reminders: { email: string; basketId: number; linesCount: number; value: number }[] }>('/admin/basket-reminders', { token: support.token });
    expect(listed.status).toBe(200);
    expect(listed.body.reminders.find((one) => one.email === ines.email)).toMatchObject({ basketId: mail.meta.basketId, linesCount: 1, value: (2 * (hoodie.price + 500)) / 100 });
    expect((await client.get('/admin/basket-reminders', { token: again.token })).status).toBe(403);

    // One click unsubscribes (RFC 8058: a form POST to the header's address).
    const oneClick = new URL(String(mail.meta.oneClickUnsubscribeUrl));
    const click = await shops[0].inject({ method: 'POST', url: `${oneClick.pathname}${oneClick.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(click.statusCode, click.body).toBe(200);
    const subscription = await database.db.selectFrom('newsletter_subscriptions').select('status').where('email', '=', ines.email).executeTakeFirstOrThrow();
    expect(subscription.status).toBe('unsubscribed');
    const forged = await shops[0].inject({ method: 'POST', url: `${oneClick.pathname}${oneClick.search.replace(/signature=[^&]+/, 'signature=forged')}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(forged.statusCode).toBe(403);
  });

  it('keeps the basket’s time while its lines stay the same, and a new basket after it was emptied', async () => {
    const hoodie = await stockedSize(database.db, 8, 3);
    const who = await shopper(true);
    await price(who, [{ ...hoodie, quantity: 1 }]);
    const first = await database.db.selectFrom('customer_baskets as b').innerJoin('customers as c', 'c.id', 'b.customer_id').select(['b.id', 'b.changed_at']).where('c.email', '=', who.email).executeTakeFirstOrThrow();
    clock = new Date(clock.getTime() + 60_000);
    expect((await price(who, [{ ...hoodie, quantity: 1 }])).status).toBe(200);
    const same = await database.db.selectFrom('customer_baskets').select(['id', 'changed_at']).where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(new Date(same.changed_at).getTime()).toBe(new Date(first.changed_at).getTime());
    expect((await price(who, [])).status).toBe(200);
    expect(await database.db.selectFrom('customer_baskets').select('id').where('id', '=', first.id).execute()).toEqual([]);
    expect((await price(who, [{ ...hoodie, quantity: 3 }])).status).toBe(200);
    const next = await database.db.selectFrom('customer_baskets as b').innerJoin('customers as c', 'c.id', 'b.customer_id').select('b.id').where('c.email', '=', who.email).executeTakeFirstOrThrow();
    expect(next.id).not.toBe(first.id);
  });
});

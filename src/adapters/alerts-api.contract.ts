import { describe, expect, it } from 'vitest';
import { readAlertLink, type AlertLink } from '../domain/alerts/alert-link';
import { ALREADY_SUBSCRIBED_MESSAGE_FR } from '../domain/alerts/product-alert';
import type { AuthApi } from '../application/ports/auth-api';
import type { AuthTokenStore } from '../application/ports/auth-token-store';
import type { ProductAlertApi } from '../application/ports/alerts-api';

export interface ProductAlertClient {
  alerts: ProductAlertApi;
  /** Registers the customers of the signed-in checks. */
  auth: AuthApi;
  /** The store the alert calls take their bearer token from. */
  tokens: AuthTokenStore;
}

export interface ProductAlertApiContractSetup {
  /** A new client of the French store, signed out (its own tokens). */
  client: () => ProductAlertClient;
  /** The link the back-in-stock mail to this address carries, signed by the shop; `days` < 0: expired. */
  mailLink: (email: string, days?: number) => AlertLink;
  /** A sold-out size no test has used yet (each call gives another). */
  soldOut: () => { productId: number; sizeId: number };
  inStock: () => { productId: number; sizeId: number };
}

const ids = (alerts: { id: number }[]) => alerts.map((alert) => alert.id);

/**
 * What every ProductAlertApi promises the stock-alert use cases, whatever the adapter: the
 * in-memory fake and the HTTP client against the real server run the same checks, access rules
 * included (docs/accounts-api.md, "Stock alerts"): a signed-in customer reaches their own alerts,
 * anyone else an address's alerts only with the shop's signed link, and one alert only with the
 * link of its subscription.
 */
export function describeProductAlertApiContract(name: string, setup: ProductAlertApiContractSetup): void {
  describe(`ProductAlertApi contract: ${name}`, () => {
    let sequence = 0;
    const email = (label: string) => `${label}.${name.replace(/\W+/g, '-').toLowerCase()}@example.com`;
    const anonymous = () => setup.client().alerts;
    const subscribe = (address: string, api = anonymous(), size = setup.soldOut()) => api.subscribe({ productId: size.productId, productSizeId: size.sizeId, email: address });

    async function customer() {
      const client = setup.client();
      const address = email(`customer${++sequence}`);
      const session = await client.auth.register({ civility: 2, firstName: 'Inès', lastName: 'Moreau', email: address, password: 'Boutique2026', birthday: null, newsletter: false });
      client.tokens.save({ accessToken: session.accessToken, refreshToken: session.refreshToken, strategy: 'customLocal' });
      return { alerts: client.alerts, email: address, id: session.customer.id };
    }

    it('keeps an alert for a sold-out size and answers the link that opens that alert alone', async () => {
      const { productId, sizeId } = setup.soldOut();
      const answer = await anonymous().subscribe({ productId, productSizeId: sizeId, email: email('Ann'), customerId: null, deviceTokenSalesforce: null });
      expect(answer).toMatchObject({ productId, productSizeId: sizeId, email: email('ann'), customerId: null, deviceTokenSalesforce: null, alertType: 'back_in_stock', sentAt: null });
      const { manage } = answer;
      expect(manage).toMatchObject({ email: email('ann'), signature: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), alert: answer.id });
      expect(manage.expires * 1000).toBeGreaterThan(Date.now() + 29 * 86_400_000);
      expect(manage.url).toMatch(/\/account\/subscriptions\?/);
      expect(readAlertLink(manage.url)).toEqual({ email: manage.email, expires: manage.expires, signature: manage.signature, alert: answer.id });
      expect(ids(await anonymous().list(manage))).toEqual([answer.id]);
    });

    it('refuses a second alert for the same address and size (409, SPEC §8 wording)', async () => {
      const { productId, sizeId } = setup.soldOut();
      await anonymous().subscribe({ productId, productSizeId: sizeId, email: email('ben') });
      await expect(anonymous().subscribe({ productId, productSizeId: sizeId, email: email('ben') })).rejects.toMatchObject({
        name: 'ApiError', code: 409, message: ALREADY_SUBSCRIBED_MESSAGE_FR,
      });
    });

    it('refuses a size in stock (422), an unknown size (404) and a bad address (422)', async () => {
      const inStock = setup.inStock();
      await expect(anonymous().subscribe({ productId: inStock.productId, productSizeId: inStock.sizeId, email: email('cat') })).rejects.toMatchObject({ code: 422 });
      await expect(anonymous().subscribe({ productId: inStock.productId, productSizeId: 987654321, email: email('cat') })).rejects.toMatchObject({ code: 404 });
      const soldOut = setup.soldOut();
      await expect(anonymous().subscribe({ productId: soldOut.productId, productSizeId: soldOut.sizeId, email: 'cat@' })).rejects.toMatchObject({ code: 422 });
    });

    it("lists an address's alerts with the mail's link, newest first, and removes each once, within what the link opens", async () => {
      const a = await subscribe(email('dan'));
      const b = await subscribe(email('DAN'));
      const mail = setup.mailLink(email('dan'));
      expect(ids(await anonymous().list(mail))).toEqual([b.id, a.id]);
      expect(ids(await anonymous().list({ ...mail, email: email('DAN') }))).toEqual([b.id, a.id]);
      expect(ids(await anonymous().list(b.manage))).toEqual([b.id]);
      await expect(anonymous().remove(b.id, a.manage)).rejects.toMatchObject({ code: 404 });
      await anonymous().remove(a.id, a.manage);
      await expect(anonymous().remove(a.id, a.manage)).rejects.toMatchObject({ code: 404 });
      expect(ids(await anonymous().list(mail))).toEqual([b.id]);
      await anonymous().remove(b.id, mail);
      expect(await anonymous().list(mail)).toEqual([]);
    });

    it('opens nothing without a sign-in or a link (401), nor with a forged, altered, widened or expired link (403)', async () => {
      const victim = await subscribe(email('victim'));
      const other = await subscribe(email('victim'));
      await expect(anonymous().list()).rejects.toMatchObject({ code: 401 });
      await expect(anonymous().remove(victim.id)).rejects.toMatchObject({ code: 401 });
      const genuine = setup.mailLink(email('victim'));
      const widened: AlertLink = { email: victim.manage.email, expires: victim.manage.expires, signature: victim.manage.signature };
      const refused: [string, AlertLink][] = [
        ['a made-up signature', { ...genuine, signature: 'A'.repeat(43) }],
        ['an altered signature', { ...genuine, signature: `${genuine.signature.slice(0, 42)}${genuine.signature.endsWith('A') ? 'B' : 'A'}` }],
        ['a later expiry', { ...genuine, expires: genuine.expires + 86_400 }],
        ['another address', { ...genuine, email: email('someone') }],
        ["an alert's link without its alert", widened],
        ["an alert's link turned to another alert", { ...victim.manage, alert: other.id }],
        ['an expired link', setup.mailLink(email('victim'), -1)],
      ];
      for (const [what, link] of refused) {
        await expect(anonymous().list(link), what).rejects.toMatchObject({ code: 403 });
        await expect(anonymous().remove(victim.id, link), what).rejects.toMatchObject({ code: 403 });
      }
      // Someone else's genuine link opens only their own alert.
      const stranger = await subscribe(email('stranger'));
      expect(ids(await anonymous().list(stranger.manage))).toEqual([stranger.id]);
      await expect(anonymous().remove(victim.id, stranger.manage)).rejects.toMatchObject({ code: 404 });
      // Subscribing with the victim's address gives a link to that new alert, not to the others.
      const planted = await subscribe(email('victim'));
      expect(ids(await anonymous().list(planted.manage))).toEqual([planted.id]);
      await expect(anonymous().remove(victim.id, planted.manage)).rejects.toMatchObject({ code: 404 });
      expect(ids(await anonymous().list(genuine))).toEqual([planted.id, other.id, victim.id]);
    });

    it("gives a signed-in customer's alerts to the account (never to the body's customerId), seen and removed by that customer alone", async () => {
      const owner = await customer();
      const someone = await customer();
      const mine = await subscribe(owner.email, owner.alerts);
      expect(mine.customerId).toBe(owner.id);
      const left = await anonymous().subscribe({ ...sizeOf(setup.soldOut()), email: owner.email, customerId: owner.id });
      expect(left.customerId).toBeNull();
      expect(ids(await owner.alerts.list())).toEqual([mine.id]);
      expect(await someone.alerts.list()).toEqual([]);
      await expect(someone.alerts.remove(mine.id)).rejects.toMatchObject({ code: 404 });
      await expect(owner.alerts.remove(left.id)).rejects.toMatchObject({ code: 404 });
      // A link opens what it opens, whoever holds it: the address's alerts, the account's and the anonymous one.
      expect(ids(await someone.alerts.list(setup.mailLink(owner.email)))).toEqual([left.id, mine.id]);
      await owner.alerts.remove(mine.id);
      expect(await owner.alerts.list()).toEqual([]);
    });
  });
}

const sizeOf = (size: { productId: number; sizeId: number }) => ({ productId: size.productId, productSizeId: size.sizeId });

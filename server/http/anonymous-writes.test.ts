/**
 * Every write an anonymous client can make is counted and answered 429 past its limit (tracker
 * issue 16): one more call than the limit allows, from one client (or for one address), is a 429
 * `{ code, message }` with Retry-After, in the client's language. A new anonymous write must join
 * the table below, or say why it needs no limit. Gift cards need a signed-in customer: their
 * limit is tested in server/giftcards/giftcards-routes.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMIT } from '../contact/contact-service';
import { ALERT_ADDRESS_LIMIT, ALERT_CLIENT_LIMIT } from '../alerts/alerts-routes';
import { REGISTRATION_LIMIT } from '../auth/auth-service';
import { HASH_REQUESTS_PER_MINUTE } from '../tracking/tracking-service';
import { LOGIN_ATTEMPTS_PER_WINDOW } from '../../src/domain/auth/credentials';
import { NEWSLETTER_REQUESTS_PER_WINDOW } from '../../src/domain/newsletter/newsletter';
import { useApi } from '../testing/api-harness';
import { freshIp } from '../testing/accounts-harness';

const api = useApi();
let addresses = 0;
const newAddress = () => `visitor${++addresses}@example.com`;

interface AnonymousWrite {
  url: string;
  /** Calls allowed before the 429. */
  limit: number;
  /** The body of the i-th call; the key under test (client or address) is the same on every call. */
  body: (i: number) => Record<string, unknown>;
  /** One client for every call (else a new client each time: the address is the key). */
  sameClient: boolean;
}

const WRITES: Record<string, AnonymousWrite> = {
  'stock alerts, per client': { url: '/product-alerts', limit: ALERT_CLIENT_LIMIT.points, body: () => ({ productId: 1, productSizeId: 1, email: newAddress() }), sameClient: true },
  'stock alerts, per address': { url: '/product-alerts', limit: ALERT_ADDRESS_LIMIT.points, body: () => ({ productId: 1, productSizeId: 1, email: 'target@example.com' }), sameClient: false },
  'outlet access': { url: '/outlet/access', limit: NEWSLETTER_REQUESTS_PER_WINDOW, body: () => ({ email: newAddress() }), sameClient: true },
  'newsletter subscription': { url: '/newsletters/subscribe', limit: NEWSLETTER_REQUESTS_PER_WINDOW, body: () => ({ email: newAddress() }), sameClient: true },
  'contact form': {
    url: '/contact',
    limit: CONTACT_LIMIT.points,
    body: (i) => ({ email: newAddress(), name: 'Ana Lima', subject: 'delivery', message: `My parcel has not arrived yet (message ${i}).` }),
    sameClient: true,
  },
  'sign-in': { url: '/security/login', limit: LOGIN_ATTEMPTS_PER_WINDOW, body: () => ({ _username: 'lucia@example.com', _password: 'NotHerPassword1' }), sameClient: false },
  // Invalid forms count too: the attempt is counted before the password is hashed.
  registration: { url: '/security/register', limit: REGISTRATION_LIMIT.points, body: () => ({ email: newAddress() }), sameClient: true },
  'forgotten password': { url: '/security/forgot-password', limit: LOGIN_ATTEMPTS_PER_WINDOW, body: () => ({ email: 'lucia@example.com' }), sameClient: false },
  'tracking hashes': { url: '/generate-encrypted-data', limit: HASH_REQUESTS_PER_MINUTE, body: () => ({ data: { email: 'a@b.fr' } }), sameClient: true },
};

/** Anonymous writes that need no counter of their own, and why. */
const EXEMPT: Record<string, string> = {
  'POST /api/v5/parse': 'a read (the path of a page)',
  'POST /api/v5/page-info': 'a read',
  'POST /api/v5/basket/detail': 'a read: prices a basket; stores nothing for an anonymous caller (a signed-in customer’s basket is kept on their account)',
  'POST /api/v5/newsletters/one-click-unsubscribe': 'needs the signed link of the mail (RFC 8058 one-click, from the List-Unsubscribe header)',
  'DELETE /api/v5/product-alerts/:alertId': "needs the shopper's token or the alert's signed link",
  'POST /api/v5/security/refresh': 'needs a refresh token (a reused one ends its session)',
  'POST /api/v5/security/logout': 'needs a refresh token',
  'POST /api/v5/security/autoconnect': 'needs a single-use signed link',
  'POST /api/v5/social-connect/apple': "needs Apple's signed identity token",
  'POST /api/v5/social-connect/facebook': "needs Facebook's access token, checked with Facebook",
  'PATCH /api/v5/newsletters/unsubscribe': 'needs the signed link of the mail',
  // Counted by their own limits; the 429s are tested beside them (server/auth/auth-passkeys-routes.test.ts, auth-second-factor.test.ts).
  'POST /api/v5/security/passkeys/sign-in/options': 'counted per client (60 per 5 minutes); stores a 5-minute challenge',
  'POST /api/v5/security/passkeys/sign-in': 'counted per client like a password sign-in (5 failures per 5 minutes); needs a signed assertion',
  'POST /api/v5/security/login/second-factor': "needs the password step's challenge; wrong codes counted per account (5 per 5 minutes)",
};

const post = (url: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: `/api/v5${url}`, remoteAddress: ip, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });

describe('anonymous writes', () => {
  it.each(Object.entries(WRITES))('%s: one call past the limit is a 429 with Retry-After', async (_name, write) => {
    const ip = freshIp();
    const clientOf = () => (write.sameClient ? ip : freshIp());
    for (let i = 0; i < write.limit; i++) expect((await post(write.url, write.body(i), clientOf())).statusCode, `call ${i + 1}`).not.toBe(429);
    const refused = await post(write.url, write.body(write.limit), clientOf(), { store: 'boutique_es', 'accept-language': 'es-ES' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const body = refused.json<{ code: number; message: string }>();
    expect(body.code).toBe(429);
    expect(body.message.length).toBeGreaterThan(0);
  });

  it("answers the stock alerts' 429 in the client's language", async () => {
    const ip = freshIp();
    for (let i = 0; i < ALERT_CLIENT_LIMIT.points; i++) await post('/product-alerts', { productId: 1, productSizeId: 1, email: newAddress() }, ip);
    const french = await post('/product-alerts', { productId: 1, productSizeId: 1, email: newAddress() }, ip);
    const spanish = await post('/product-alerts', { productId: 1, productSizeId: 1, email: newAddress() }, ip, { store: 'boutique_es' });
    expect(french.json()).toEqual({ code: 429, message: "Trop d'alertes demandées : réessayez dans quelques minutes." });
    expect(spanish.json()).toEqual({ code: 429, message: 'Demasiadas alertas solicitadas: inténtalo de nuevo dentro de unos minutos.' });
  });

  it('leaves no anonymous write out of the table', () => {
    const limited = new Set(Object.values(WRITES).map((write) => `POST /api/v5${write.url}`));
    const unclassified = api.app.registeredRoutes
      .filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method) && !route.hidden)
      .filter((route) => route.url.startsWith('/api/v5/') && !/^\/api\/v5\/(secure|admin)\//.test(route.url))
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !limited.has(route) && !(route in EXEMPT));
    expect(unclassified).toEqual([]);
  });
});

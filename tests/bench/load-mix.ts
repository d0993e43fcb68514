/**
 * The actions of the load run (load.bench.ts) and what it measures of them. An action is what one
 * arriving visitor does: read a page (home, a listing, a product), search (the Algolia endpoint
 * the storefront queries), price a basket (add a line, change a quantity, read it again), or check
 * out (their address, the carriers, the order, the sandbox card page, the bank return). Every HTTP
 * call is recorded under its step with its latency; an error is a network failure, a time-out or
 * an answer other than the one the step expects.
 */
import { publicSearchKey } from '../security/support/public-search-key';

export interface Sized {
  productId: number;
  productSizeId: number;
}

export interface Customer {
  email: string;
  token: string;
  signedAt: number;
}

export interface MixContext {
  /** The shop processes, called in turn. */
  bases: string[];
  listings: string[];
  products: string[];
  sizes: Sized[];
  customers: Customer[];
  password: string;
  /** The idempotency keys of the run start so (the consistency check finds its orders). */
  keyPrefix: string;
}

const TIMEOUT_MS = 30_000;
/** Tokens live 15 minutes; a customer signs in again after 12. */
const SESSION_MS = 12 * 60_000;
const WORDS = ['jean', 'sweat', 'veste', 'tee shirt', 'chemise', 'basket', 'short', 'pull', 'robe', 'casquette', 'noir', 'blanc', 'coton'];
const STORE = 'laboutiqueofficielle';

export class Stats {
  private readonly steps = new Map<string, { latencies: number[]; errors: number; samples: string[] }>();

  record(step: string, ms: number, ok: boolean, detail = ''): void {
    let entry = this.steps.get(step);
    if (!entry) this.steps.set(step, (entry = { latencies: [], errors: 0, samples: [] }));
    entry.latencies.push(ms);
    if (!ok) {
      entry.errors += 1;
      if (entry.samples.length < 3) entry.samples.push(detail);
    }
  }

  rows(): { step: string; count: number; errors: number; errorRate: number; p50: number; p95: number; p99: number; samples: string[] }[] {
    return [...this.steps.entries()].map(([step, { latencies, errors, samples }]) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0);
      return { step, count: sorted.length, errors, errorRate: errors / Math.max(1, sorted.length), p50: at(50), p95: at(95), p99: at(99), samples };
    });
  }
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];

/** One call, timed and recorded; answers the parsed body (JSON when it is), null on a failure. */
async function call<T>(stats: Stats, step: string, url: string, init: RequestInit & { expect?: number[] } = {}): Promise<T | null> {
  const started = performance.now();
  // A timer of our own rather than AbortSignal.timeout(): fetch holds its signal weakly, and an
  // unreferenced timeout signal may be collected before it fires, leaving the call hanging.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    const ok = (init.expect ?? [200]).includes(response.status);
    stats.record(step, performance.now() - started, ok, ok ? '' : `${response.status} ${text.slice(0, 160)}`);
    if (!ok) return null;
    return (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
  } catch (error) {
    stats.record(step, performance.now() - started, false, String((error as Error).message ?? error));
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', store: STORE, ...headers },
  body: JSON.stringify(body),
});

const PAGE_HEADERS = { 'accept-encoding': 'gzip, br', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) load-bench' };

async function browse(stats: Stats, base: string, context: MixContext): Promise<void> {
  const roll = Math.random();
  if (roll < 0.3) await call(stats, 'browse home', `${base}/`, { headers: PAGE_HEADERS });
  else if (roll < 0.6) await call(stats, 'browse listing', `${base}${pick(context.listings)}`, { headers: PAGE_HEADERS });
  else await call(stats, 'browse product', `${base}${pick(context.products)}`, { headers: PAGE_HEADERS });
}

async function search(stats: Stats, base: string): Promise<void> {
  const query = pick(WORDS);
  const key = await publicSearchKey(base, STORE);
  await call(stats, 'search', `${base}/1/indexes/*/queries`, json({
    requests: [
      { indexName: `${STORE}_suggestions`, query, hitsPerPage: 5 },
      { indexName: `${STORE}_products`, query, hitsPerPage: 24, facets: ['*'] },
    ],
  }, { 'x-algolia-application-id': 'boutique', 'x-algolia-api-key': key }));
}

/** Adds a line, changes a quantity, reads the basket again: each a pricing of the whole basket. */
async function basket(stats: Stats, base: string, context: MixContext): Promise<void> {
  const lines = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => ({ ...pick(context.sizes), quantity: 1 }));
  const price = (step: string) => call(stats, step, `${base}/api/v5/basket/detail`, json({ basketItems: lines, basketPromotion: null, countryIsoCode: 'FR', device: 0 }));
  await price('basket add');
  lines[0].quantity = 2;
  await price('basket update');
  await price('basket read');
}

async function session(stats: Stats, base: string, customer: Customer, password: string): Promise<boolean> {
  if (Date.now() - customer.signedAt < SESSION_MS) return true;
  const login = await call<{ token: string }>(stats, 'checkout sign-in', `${base}/api/v5/security/login`, json({ _username: customer.email, _password: password, refreshTransport: 'body' }));
  if (!login) return false;
  customer.token = login.token;
  customer.signedAt = Date.now();
  return true;
}

/** A signed-in customer's checkout paid with the sandbox's test card 4242 4242 4242 4242. */
async function checkout(stats: Stats, base: string, context: MixContext): Promise<void> {
  const customer = pick(context.customers);
  if (!(await session(stats, base, customer, context.password))) return;
  const auth = { authorization: `Bearer ${customer.token}` };
  const addresses = await call<{ id: number }[]>(stats, 'checkout address', `${base}/api/v5/secure/account/addresses`, { headers: { ...auth, store: STORE } });
  if (!addresses) return;
  const item = { ...pick(context.sizes), quantity: 1 };
  const carriers = await call<{ id: number }[]>(stats, 'checkout shipping', `${base}/api/v5/checkout/carriers?country=FR&amount=50`, { headers: { store: STORE } });
  if (!carriers) return;
  const key = `${context.keyPrefix}${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const placed = await call<{ order: { id: number }; next: { kind: string; url?: string } }>(stats, 'checkout order', `${base}/api/v5/secure/checkout/orders`, {
    ...json({ basketItems: [item], shipping: { addressId: addresses[0].id }, carrierId: carriers[0].id, payment: { method: 'card' }, acceptTerms: true }, { ...auth, 'idempotency-key': key }),
    expect: [201],
  });
  if (!placed || placed.next.kind !== 'redirect') return;
  const paymentId = decodeURIComponent(/\/sandbox-pay\/([^/?#]+)/.exec(new URL(placed.next.url!, base).pathname)?.[1] ?? '');
  const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: new Date().getFullYear() + 3, cvc: '123', holder: 'Load Bench' };
  const paid = await call(stats, 'checkout card', `${base}/sandbox-pay/api/${encodeURIComponent(paymentId)}/card`, json(card));
  if (!paid) return;
  const back = await call<{ payment: { status: string } }>(stats, 'checkout bank return', `${base}/api/v5/secure/orders/${placed.order.id}/payment-return`, json({}, auth));
  if (back && back.payment.status !== 'paid') stats.record('checkout paid', 0, false, `payment ${back.payment.status}`);
}

/** The mix: what share of arriving visitors does what. */
export const MIX: { name: string; share: number; run: (stats: Stats, base: string, context: MixContext) => Promise<void> }[] = [
  { name: 'browse', share: 0.45, run: browse },
  { name: 'search', share: 0.2, run: (stats, base) => search(stats, base) },
  { name: 'basket', share: 0.2, run: basket },
  { name: 'checkout', share: 0.15, run: checkout },
];

export function pickAction(): (typeof MIX)[number] {
  let roll = Math.random();
  for (const action of MIX) {
    if (roll < action.share) return action;
    roll -= action.share;
  }
  return MIX[0];
}

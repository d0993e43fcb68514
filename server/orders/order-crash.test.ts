/**
 * Crash test of placing orders (issue 11, DESIGN decision 16): the real shop runs as a child
 * process on a PGlite data directory; shoppers place orders at once (each transaction sleeps a
 * random while inside, ORDER_CRASH_DELAY_MS, so kills land mid-transaction), the process is killed
 * with SIGKILL at a random moment after the first answer, then started again on the same directory. After every restart:
 * each order has its line and its first event, the stock taken equals the quantities ordered, no
 * idempotency key is doubled, every order the shop answered is there, and attempts cut short are
 * retried with their key — they find their order or make it, never a second one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed-customers';

const RUNS = 5;
const SHOPPERS = ['camille@example.com', 'lucia@example.com', 'giulia@example.com', 'support@example.com'];
const ATTEMPTS_PER_SHOPPER = 3;
const dataDir = mkdtempSync(path.join(tmpdir(), 'boutique-crash-'));

interface State {
  orders: { id: number; customerId: number; key: string; status: string; lines: number; firstEvent: string | null }[];
  stock: Record<string, number>;
  products: Record<string, number>;
  sold: Record<string, number>;
  duplicateKeys: number;
  sizes: number[];
}

interface Shop {
  child: ChildProcess;
  url: string;
  state: State;
}

function start(sizes: number[] | null): Promise<Shop> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    CATALOGUE_PRODUCTS: '108',
    MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
    ORDER_CRASH_DELAY_MS: '60',
    CRASH_SIZES: sizes?.join(','),
    CRASH_STOCK: '40',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'order-crash-server.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    let state: State | null = null;
    const timer = setTimeout(() => reject(new Error(`the shop did not start:\n${output}`)), 45_000);
    child.stderr!.on('data', (chunk) => (output += String(chunk)));
    child.stdout!.on('data', (chunk) => {
      output += String(chunk);
      for (const line of output.split('\n')) {
        if (line.startsWith('STATE ')) state = JSON.parse(line.slice(6)) as State;
        if (line.startsWith('READY ') && state) {
          clearTimeout(timer);
          resolve({ child, url: line.slice(6).trim(), state });
        }
      }
    });
    child.once('exit', (code) => reject(new Error(`the shop exited (${code}):\n${output}`)));
  });
}

function kill(shop: Shop): Promise<void> {
  return new Promise((resolve) => {
    if (shop.child.exitCode !== null || shop.child.signalCode !== null) return resolve();
    shop.child.once('exit', () => resolve());
    shop.child.kill('SIGKILL');
  });
}

async function call<T>(shop: Shop, method: string, route: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${shop.url}/api/v5${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

interface Attempt {
  email: string;
  key: string;
  body: unknown;
  answered: { status: number; orderId?: number } | null;
}

/** Checks every promise of placing on the state a restarted shop read. */
function checkState(state: State, initialStock: Record<string, number>, answered: Map<string, number>): void {
  for (const order of state.orders) {
    expect(order.lines, `order ${order.id} has its line`).toBe(1);
    expect(order.firstEvent, `order ${order.id} has its first event`).toBe('awaiting_payment');
  }
  expect(state.duplicateKeys).toBe(0);
  for (const size of state.sizes) {
    expect(initialStock[size] - state.stock[size], `stock of size ${size}`).toBe(state.sold[size] ?? 0);
    expect(state.stock[size]).toBeGreaterThanOrEqual(0);
  }
  const stored = new Map(state.orders.map((order) => [order.key, order.id]));
  for (const [key, orderId] of answered) expect(stored.get(key), `answered order of ${key}`).toBe(orderId);
}

let shop: Shop | null = null;
afterAll(async () => {
  if (shop) await kill(shop);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('placing orders survives SIGKILL at any moment', () => {
  it(`keeps whole orders and consistent stock over ${RUNS} kills and restarts`, async () => {
    const started = performance.now();
    shop = await start(null);
    const sizes = shop.state.sizes;
    expect(sizes.length).toBeGreaterThan(0);
    const initialStock = { ...shop.state.stock };
    const answered = new Map<string, number>();
    let pending: Attempt[] = [];
    let placed = 0;
    let killedInFlight = 0;

    for (let run = 0; run <= RUNS; run++) {
      if (run > 0) {
        shop = await start(sizes);
        checkState(shop.state, initialStock, answered);
      }
      const current = shop;
      const sessions = new Map(await Promise.all(SHOPPERS.map(async (email) => {
        const login = await call<{ token: string }>(current, 'POST', '/security/login', { _username: email, _password: DEMO_PASSWORD, refreshTransport: 'body' });
        const auth = { authorization: `Bearer ${login.body.token}` };
        const addresses = await call<{ id: number }[]>(current, 'GET', '/secure/account/addresses', undefined, auth);
        return [email, { token: login.body.token, addressId: addresses.body[0].id }] as const;
      })));
      const send = async (attempt: Attempt) => {
        const session = sessions.get(attempt.email)!;
        const body = { ...(attempt.body as object), shipping: { addressId: session.addressId } };
        const answer = await call<{ order?: { id: number } }>(current, 'POST', '/secure/checkout/orders', body, { authorization: `Bearer ${session.token}`, 'idempotency-key': attempt.key });
        attempt.answered = { status: answer.status, orderId: answer.body?.order?.id };
        if (answer.body?.order) answered.set(attempt.key, answer.body.order.id);
        return attempt;
      };
      // Attempts the last kill cut short are retried with their own key: one order at most.
      const retried = await Promise.all(pending.map((attempt) => send({ ...attempt, answered: null })));
      for (const attempt of retried) expect([200, 201, 409]).toContain(attempt.answered!.status);
      if (run === RUNS) {
        await kill(current);
        shop = await start(sizes);
        checkState(shop.state, initialStock, answered);
        break;
      }

      const attempts: Attempt[] = SHOPPERS.flatMap((email, index) => Array.from({ length: ATTEMPTS_PER_SHOPPER }, (_, n) => ({
        email,
        key: `crash-${run}-${index}-${n}-${Math.random().toString(36).slice(2, 10)}`,
        body: {
          basketItems: [{ productSizeId: sizes[(index + n) % sizes.length], productId: current.state.products[sizes[(index + n) % sizes.length]], quantity: 1 + ((index + n) % 2) }],
          carrierId: 1,
          payment: { method: 'transfer' },
          acceptTerms: true,
        },
        answered: null,
      })));
      const inFlight = attempts.map((attempt) => send(attempt).catch(() => attempt));
      // The kill lands a random while after the first answer (a slow machine answers late), so
      // every run has both answered orders and attempts still in the shop's hands.
      await Promise.race([Promise.any(inFlight), new Promise((resolve) => setTimeout(resolve, 15_000))]);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 250));
      await kill(current);
      await Promise.all(inFlight);
      placed += attempts.filter((attempt) => attempt.answered?.status === 201).length;
      pending = attempts.filter((attempt) => attempt.answered === null);
      killedInFlight += pending.length;
    }
    // Kills landed both between answers and in the middle of attempts.
    expect(placed).toBeGreaterThan(0);
    expect(killedInFlight).toBeGreaterThan(0);
    console.log(`crash test: ${RUNS} kills, ${placed} orders answered before a kill, ${killedInFlight} attempts cut short, ${shop.state.orders.length} orders in the end, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }, 120_000);
});

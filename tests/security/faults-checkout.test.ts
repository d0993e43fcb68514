/**
 * SIGKILL during checkout (issue 11 then 16, DESIGN decision 16): shoppers place orders at once
 * in the real shop process (each transaction sleeps a random while inside, so kills land
 * mid-transaction), the process is killed at a random moment after the first answer, then started
 * again on the same directory. After every restart: each order has its line and its first event,
 * the stock taken equals the quantities ordered, no idempotency key is doubled, every order the
 * shop answered is there, and attempts cut short are retried with their key — they find their
 * order or make it, never a second one. FAULT_RUNS kills (default 5).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { FAULT_RUNS, FAULT_TEST_TIMEOUT_MS, faultDataDir, killDuring, signIn, startFaultShop, type FaultShop } from './support/fault-shop';
import type { OrdersState } from './support/fault-probes';

const SHOPPERS = ['camille@example.com', 'lucia@example.com', 'giulia@example.com', 'support@example.com'];
const ATTEMPTS_PER_SHOPPER = 3;
const data = faultDataDir('checkout');

interface Attempt {
  email: string;
  key: string;
  body: object;
}

/** Checks every promise of placing on the state a restarted shop read. */
function checkState(state: OrdersState, initialStock: Record<string, number>, answered: Map<string, number>): void {
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

let shop: FaultShop<OrdersState> | null = null;
afterAll(async () => {
  await shop?.kill();
  data.dispose();
});

describe('placing orders survives SIGKILL at any moment', () => {
  it(`keeps whole orders and consistent stock over ${FAULT_RUNS} kills and restarts`, async () => {
    const started = performance.now();
    shop = await startFaultShop<OrdersState>(data.dir, 'orders', { CRASH_STOCK: '40' });
    const sizes = shop.started.sizes;
    expect(sizes.length).toBeGreaterThan(0);
    const initialStock = { ...shop.started.stock };
    const answered = new Map<string, number>();
    const restart = async () => {
      shop = await startFaultShop<OrdersState>(data.dir, 'orders', { CRASH_SIZES: sizes.join(',') });
      checkState(shop.started, initialStock, answered);
      return shop;
    };
    let pending: Attempt[] = [];
    let placed = 0;
    let killedInFlight = 0;

    for (let run = 0; run <= FAULT_RUNS; run++) {
      const current = run === 0 ? shop : await restart();
      const sessions = new Map(await Promise.all(SHOPPERS.map(async (email) => {
        const auth = await signIn(current, email);
        const addresses = await current.call<{ id: number }[]>('GET', '/secure/account/addresses', undefined, auth);
        return [email, { auth, addressId: addresses.body[0].id }] as const;
      })));
      const send = async (attempt: Attempt) => {
        const session = sessions.get(attempt.email)!;
        const body = { ...attempt.body, shipping: { addressId: session.addressId } };
        const answer = await current.call<{ order?: { id: number } }>('POST', '/secure/checkout/orders', body, { ...session.auth, 'idempotency-key': attempt.key });
        if (answer.body?.order) answered.set(attempt.key, answer.body.order.id);
        return answer.status;
      };
      // Attempts the last kill cut short are retried with their own key: one order at most.
      for (const status of await Promise.all(pending.map(send))) expect([200, 201, 409]).toContain(status);
      if (run === FAULT_RUNS) {
        await current.kill();
        await restart();
        break;
      }
      const attempts: Attempt[] = SHOPPERS.flatMap((email, index) => Array.from({ length: ATTEMPTS_PER_SHOPPER }, (_, n) => {
        const size = sizes[(index + n) % sizes.length];
        return {
          email,
          key: `crash-${run}-${index}-${n}-${Math.random().toString(36).slice(2, 10)}`,
          body: { basketItems: [{ productSizeId: size, productId: current.started.products[size], quantity: 1 + ((index + n) % 2) }], carrierId: 1, payment: { method: 'transfer' }, acceptTerms: true },
        };
      }));
      const statuses = await killDuring(current, attempts.map((attempt) => () => send(attempt)));
      placed += statuses.filter((status) => status === 201).length;
      pending = attempts.filter((_, index) => statuses[index] === null);
      killedInFlight += pending.length;
    }
    // Kills landed both between answers and in the middle of attempts.
    expect(placed).toBeGreaterThan(0);
    expect(killedInFlight).toBeGreaterThan(0);
    console.log(`checkout faults: ${FAULT_RUNS} kills, ${placed} orders answered before a kill, ${killedInFlight} attempts cut short, ${shop!.started.orders.length} orders in the end, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }, FAULT_TEST_TIMEOUT_MS);
});

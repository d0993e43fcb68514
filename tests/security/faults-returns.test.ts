/**
 * SIGKILL during return acceptance (issue 16, DESIGN decision 16). Each run, Camille's card order
 * (her saved Visa pays at once) is delivered and each of its lines returned and received; support
 * then accepts every return twice at once — as a credit and as a refund — and the shop is killed
 * a random while after the first answer (the acceptance sleeps inside its transaction). After
 * every restart: each return accepted at most once (one `accepted` event), its money written
 * once and whole (credit entries and refund rows summing to the return's amount, none for a
 * return still waiting), every answered acceptance kept as answered, every provider refund taken
 * once under its reference, stock untouched (the shop does not restock on acceptance). Attempts
 * cut short are retried. At the end, provider refunds left pending by a kill are completed by the
 * sweep, exactly once. FAULT_RUNS kills (default 5).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { returnReference } from '../../src/domain/returns/returns';
import { FAULT_RUNS, FAULT_TEST_TIMEOUT_MS, faultDataDir, killDuring, signIn, startFaultShop, waitForState, type FaultShop } from './support/fault-shop';
import type { ReturnsState } from './support/fault-probes';

const LINES = 3;
const data = faultDataDir('returns');
type As = 'credit' | 'refund';

interface Attempt {
  returnId: number;
  as: As;
}

/** Checks that every return's money was written once and whole, and the provider took each refund once. */
function checkReturns(state: ReturnsState, ours: Set<number>, answered: Map<number, As>, stock: Record<string, number>): void {
  const refundsOf = (id: number) => state.refunds.filter((refund) => refund.returnId === id);
  for (const ret of state.returns.filter((row) => ours.has(row.id))) {
    const label = `return ${ret.id}`;
    expect(['received', 'accepted'], label).toContain(ret.status);
    expect(ret.acceptedEvents, `${label}: accepted events`).toBe(ret.status === 'accepted' ? 1 : 0);
    const refunds = refundsOf(ret.id);
    if (answered.has(ret.id)) expect(ret.settledAs, `${label}: as answered`).toBe(answered.get(ret.id));
    if (ret.status !== 'accepted') {
      expect(refunds, `${label}: no money before acceptance`).toHaveLength(0);
      continue;
    }
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0), `${label}: money`).toBe(ret.refundCents);
    expect(refunds.filter((refund) => refund.means === 'provider').length, `${label}: provider refunds`).toBeLessThanOrEqual(ret.settledAs === 'refund' ? 1 : 0);
    const credits = state.credits.filter((entry) => entry.origin === returnReference(ret.id));
    expect(credits.map((entry) => entry.id).sort(), `${label}: credit entries`).toEqual(refunds.filter((refund) => refund.means === 'credit').map((refund) => refund.entryId).sort());
  }
  const credited = state.refunds.filter((refund) => refund.means === 'credit');
  expect(state.credits.reduce((sum, entry) => sum + entry.amount, 0), 'credits = accepted credit returns').toBe(credited.reduce((sum, refund) => sum + refund.amount, 0));
  const byId = new Map(state.refunds.map((refund) => [`refund-${refund.id}`, refund]));
  for (const taken of state.provider) {
    const refund = byId.get(taken.reference);
    expect(refund?.means, `provider refund ${taken.reference} is the shop's`).toBe('provider');
    expect(taken.amount).toBe(refund!.amount);
  }
  for (const refund of state.refunds.filter((row) => row.means === 'provider' && row.status === 'done')) {
    expect(state.provider.filter((taken) => taken.reference === `refund-${refund.id}`), `refund ${refund.id} taken once`).toHaveLength(1);
  }
  expect(state.stock, 'stock untouched by acceptance').toEqual(stock);
}

let shop: FaultShop<ReturnsState> | null = null;
afterAll(async () => {
  await shop?.kill();
  data.dispose();
});

/** A delivered card order of Camille with one unit of each size, each line returned and received; answers the return ids. */
async function receivedReturns(current: FaultShop<ReturnsState>, run: number): Promise<number[]> {
  const camille = await signIn(current, 'camille@example.com');
  const support = await signIn(current, 'support@example.com');
  const [addresses, cards] = await Promise.all([
    current.call<{ id: number }[]>('GET', '/secure/account/addresses', undefined, camille),
    current.call<{ id: number }[]>('GET', '/secure/account/cards', undefined, camille),
  ]);
  const { sizes, products } = current.started;
  const body = {
    basketItems: sizes.map((size) => ({ productSizeId: size, productId: products[size], quantity: 1 })),
    shipping: { addressId: addresses.body[0].id },
    carrierId: 1,
    payment: { method: 'card', cardId: cards.body[0].id },
    acceptTerms: true,
  };
  const placed = await current.call<{ order: { id: number; status: string; lines: { id: number }[] } }>('POST', '/secure/checkout/orders', body, { ...camille, 'idempotency-key': `fault-returns-${run}-${Date.now()}` });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { id, lines } = placed.body.order;
  for (const step of ['ship', 'deliver']) {
    const moved = await current.call('POST', `/admin/orders/${id}/${step}`, step === 'ship' ? { trackingNumber: 'FAULT1234' } : {}, support);
    expect(moved.status, `${step}: ${JSON.stringify(moved.body)}`).toBe(200);
  }
  const returns: number[] = [];
  for (const line of lines) {
    const created = await current.call<{ id: number }>('POST', '/secure/return-orders', {
      orderId: id, returnOrderRefundTypeId: 1, status: 'waitClient', acceptTerms: true,
      products: [{ orderProduct: line.id, quantity: 1, reason: { id: 5 }, comment: 'Arrivé abîmé, dommage' }],
    }, camille);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await current.call('POST', `/admin/return-orders/${created.body.id}/receive`, {}, support)).status).toBe(200);
    returns.push(created.body.id);
  }
  return returns;
}

describe('accepting returns survives SIGKILL at any moment', () => {
  it(`settles each return once over ${FAULT_RUNS} kills and restarts`, async () => {
    const started = performance.now();
    shop = await startFaultShop<ReturnsState>(data.dir, 'returns', { CRASH_STOCK: '100', CRASH_SIZE_COUNT: String(LINES) });
    const sizes = shop.started.sizes;
    expect(sizes).toHaveLength(LINES);
    const ours = new Set<number>();
    const answered = new Map<number, As>();
    let stock: Record<string, number> = {};
    let pending: Attempt[] = [];
    let answeredBeforeKill = 0;
    let cutShort = 0;
    let sweptAtRestart = 0;
    const restart = async () => {
      shop = await startFaultShop<ReturnsState>(data.dir, 'returns', { CRASH_SIZES: sizes.join(',') });
      sweptAtRestart += shop.started.refunds.filter((refund) => refund.status === 'pending').length;
      checkReturns(shop.started, ours, answered, stock);
      return shop;
    };

    for (let run = 0; run <= FAULT_RUNS; run++) {
      const current = run === 0 ? shop : await restart();
      const support = await signIn(current, 'support@example.com');
      const accept = async ({ returnId, as }: Attempt) => {
        const answer = await current.call<{ status: string }>('POST', `/admin/return-orders/${returnId}/accept`, { refundType: as }, support);
        if (answer.status === 200) answered.set(returnId, as);
        return answer.status;
      };
      // Acceptances the last kill cut short are sent again: accepted once at most.
      for (const status of await Promise.all(pending.map(accept))) expect([200, 409]).toContain(status);
      if (run === FAULT_RUNS) {
        await current.kill();
        await restart();
        break;
      }
      const returns = await receivedReturns(current, run);
      for (const id of returns) ours.add(id);
      const before = await current.state();
      stock = before.stock;
      const known = Math.max(0, ...before.refunds.map((refund) => refund.id));
      // The first sent wins on PGlite (one transaction at a time): half the returns ask for the refund first.
      const attempts = returns.flatMap((returnId, index) => (index % 2 === run % 2 ? ['credit', 'refund'] as const : ['refund', 'credit'] as const).map((as) => ({ returnId, as })));
      // Every other run is killed as soon as a provider refund is committed but not yet taken.
      const refundPending = (state: ReturnsState) => state.refunds.some((refund) => refund.id > known && refund.status === 'pending');
      const statuses = await killDuring(current, attempts.map((attempt) => () => accept(attempt)), run % 2 === 1 ? refundPending : undefined);
      for (const status of statuses) if (status !== null) expect([200, 409]).toContain(status);
      answeredBeforeKill += statuses.filter((status) => status !== null).length;
      pending = attempts.filter((_, index) => statuses[index] === null);
      cutShort += pending.length;
    }
    // The sweep (at start, then every minute) asks the provider for refunds a kill left pending.
    const final = await waitForState(shop!, (state) => state.refunds.every((refund) => refund.status !== 'pending'));
    expect(final.refunds.filter((refund) => refund.status === 'pending')).toHaveLength(0);
    checkReturns(final, ours, answered, stock);
    expect(final.returns.filter((ret) => ours.has(ret.id)).every((ret) => ret.status === 'accepted')).toBe(true);
    const refunded = final.returns.filter((ret) => ours.has(ret.id) && ret.settledAs === 'refund').length;
    const viaProvider = final.refunds.filter((refund) => refund.means === 'provider');
    expect(viaProvider, 'a refund of a card order goes back through the provider').toHaveLength(refunded);
    expect(final.provider).toHaveLength(refunded);
    expect(answeredBeforeKill).toBeGreaterThan(0);
    expect(cutShort).toBeGreaterThan(0);
    console.log(`return faults: ${FAULT_RUNS} kills, ${ours.size} returns (${refunded} refunded through the provider), ${answeredBeforeKill} acceptances answered before a kill (200 or 409), ${cutShort} cut short, ${sweptAtRestart} provider refunds left pending by a kill and swept, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }, FAULT_TEST_TIMEOUT_MS);
});

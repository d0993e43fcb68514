/**
 * SIGKILL during gift-card activation (issue 16, DESIGN decision 16). Each run, a customer activates
 * a code of their own and two others one same code, all at once; the shop is killed a random while
 * after the first answer (the activation sleeps inside its transaction, between claiming the card
 * and writing its credit). After every restart: a card is used with its credit or not at all
 * (activated ⇔ owner ⇔ balance entry of its amount and owner), each code used at most once, no
 * gift-card credit without its card, every answered activation kept as answered. Attempts cut
 * short whose code is still free are sent again and succeed; then another customer sends the last
 * run's shared code once more: 409. FAULT_RUNS kills (default 5).
 *
 * The activation counts every attempt before its work, gives successes back and refuses past 5
 * per client address in 15 minutes (sign-ins likewise): a run sends 3 activations at once after
 * at most 2 refusals (the shared code retried, then sent once more), so none is refused for the count.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { FAULT_RUNS, FAULT_TEST_TIMEOUT_MS, faultDataDir, killDuring, signIn, startFaultShop, type FaultShop } from './support/fault-shop';
import { faultGiftcardCode, type GiftcardsState } from './support/fault-probes';

const ALONE = ['camille@example.com'];
const SHARING = ['giulia@example.com', 'noor@example.com'];
/** Sends the last run's shared code once more after the restart: a used code stays used. */
const LATE = 'lucia@example.com';
const CODES_PER_RUN = ALONE.length + 1;
const data = faultDataDir('giftcards');

interface Attempt {
  email: string;
  code: string;
}

/** A card is used with its credit or not at all, once; answered activations are kept. */
function checkCards(state: GiftcardsState, answered: Map<string, number>): void {
  const entries = new Map(state.entries.map((entry) => [entry.id, entry]));
  for (const card of state.cards) {
    expect(card.customerId !== null, `${card.code}: owner iff activated`).toBe(card.activated);
    expect(card.entryId !== null, `${card.code}: credit iff activated`).toBe(card.activated);
    if (!card.activated) continue;
    expect(entries.get(card.entryId!), `${card.code}: its credit`).toMatchObject({ customerId: card.customerId, amount: card.amount });
  }
  const used = state.cards.filter((card) => card.activated);
  expect(new Set(used.map((card) => card.entryId)).size, 'one credit per used code').toBe(used.length);
  expect(state.orphanEntries, 'no gift-card credit without its card').toBe(0);
  const byCode = new Map(state.cards.map((card) => [card.code, card]));
  for (const [code, entryId] of answered) expect(byCode.get(code)?.entryId, `answered activation of ${code}`).toBe(entryId);
}

let shop: FaultShop<GiftcardsState> | null = null;
afterAll(async () => {
  await shop?.kill();
  data.dispose();
});

describe('activating gift cards survives SIGKILL at any moment', () => {
  it(`uses each code at most once, with its credit, over ${FAULT_RUNS} kills and restarts`, async () => {
    const started = performance.now();
    const env = { FAULT_GIFTCARDS: String(CODES_PER_RUN * FAULT_RUNS) };
    shop = await startFaultShop<GiftcardsState>(data.dir, 'giftcards', env);
    expect(shop.started.cards.every((card) => !card.activated)).toBe(true);
    const answered = new Map<string, number>();
    let pending: Attempt[] = [];
    let activated = 0;
    let cutShort = 0;
    let retried = 0;

    for (let run = 0; run <= FAULT_RUNS; run++) {
      if (run > 0) {
        shop = await startFaultShop<GiftcardsState>(data.dir, 'giftcards', env);
        checkCards(shop.started, answered);
      }
      const current = shop;
      const sessions = new Map<string, Record<string, string>>();
      for (const email of [...ALONE, ...SHARING, LATE]) sessions.set(email, await signIn(current, email));
      const activate = async ({ email, code }: Attempt) => {
        const answer = await current.call<{ credit?: { id: number } }>('POST', '/secure/account/giftcards', { code }, sessions.get(email)!);
        if (answer.status === 201) answered.set(code, answer.body.credit!.id);
        return answer.status;
      };
      // Attempts cut short whose code the restarted shop shows free are sent again: one of them takes it.
      const free = new Set(current.started.cards.filter((card) => !card.activated).map((card) => card.code));
      const again = pending.filter((attempt) => free.has(attempt.code));
      retried += again.length;
      const statuses = await Promise.all(again.map(activate));
      for (const code of new Set(again.map((attempt) => attempt.code))) {
        expect(again.filter((attempt, index) => attempt.code === code && statuses[index] === 201), `retried ${code}`).toHaveLength(1);
      }
      if (run > 0) {
        const shared = faultGiftcardCode(run * CODES_PER_RUN);
        expect(await activate({ email: LATE, code: shared }), `${shared} once more`).toBe(409);
      }
      if (run === FAULT_RUNS) {
        await current.kill();
        shop = await startFaultShop<GiftcardsState>(data.dir, 'giftcards', env);
        checkCards(shop.started, answered);
        break;
      }
      const codes = Array.from({ length: CODES_PER_RUN }, (_, index) => faultGiftcardCode(run * CODES_PER_RUN + index + 1));
      const attempts: Attempt[] = [
        ...ALONE.map((email, index) => ({ email, code: codes[index] })),
        ...SHARING.map((email) => ({ email, code: codes[ALONE.length] })),
      ];
      const answers = await killDuring(current, attempts.map((attempt) => () => activate(attempt)));
      for (const status of answers) if (status !== null) expect([201, 409]).toContain(status);
      expect(answers.filter((status, index) => status === 201 && attempts[index].code === codes[ALONE.length]).length).toBeLessThanOrEqual(1);
      activated += answers.filter((status) => status === 201).length;
      pending = attempts.filter((_, index) => answers[index] === null);
      cutShort += pending.length;
    }
    expect(activated).toBeGreaterThan(0);
    expect(cutShort).toBeGreaterThan(0);
    const used = shop!.started.cards.filter((card) => card.activated).length;
    console.log(`gift card faults: ${FAULT_RUNS} kills, ${activated} activations answered before a kill, ${cutShort} cut short (${retried} still free, sent again), ${used} codes used in the end, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }, FAULT_TEST_TIMEOUT_MS);
});

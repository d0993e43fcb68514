/**
 * Gift card activation (docs/returns-api.md "Gift cards"): a customer types a 16-character code;
 * its value becomes a balance entry of kind `giftcard` with the card's own expiry and the masked
 * code as origin. One transaction; the claim is one conditional update (`where activated_at is
 * null`), so the same code sent twice at once activates once. Refused attempts are counted per
 * customer and per client address (5 per 15 minutes); a successful activation gives its attempt back.
 */
import { isGiftcardCode, maskGiftcardCode, normaliseGiftcardCode } from '../../src/domain/giftcards/giftcard';
import type { Balance, BalanceLine } from '../../src/domain/orders/balance';
import type { CustomerContext } from '../core/customer-context';
import type { Db } from '../db/database';
import type { RateLimit, RateLimitPolicy } from '../http/rate-limits';
import { customerBalance } from '../orders/orders-service';
import { crashPause } from '../db/crash-hooks';
import { transaction } from '../db/transaction';
import { fail, succeed, type Failure, type Outcome } from '../core/outcome';
import { claimGiftcard, findGiftcard, insertGiftcardCredit, setGiftcardEntry } from './giftcards-repository';
import { giftcardText } from './giftcards-texts';

/** 5 refused attempts per 15 minutes, per customer and per client address. */
export const GIFTCARD_LIMIT: RateLimitPolicy = { points: 5, windowSeconds: 15 * 60 };

export interface GiftcardDeps {
  db: Db;
  now: () => Date;
  refusals: RateLimit;
}

export type ActivateOutcome = Outcome<{ credit: BalanceLine; balance: Balance }> | (Failure & { retryAfterSeconds?: number });

/** Thrown inside the transaction to roll it back with the refusal. */
class Refused extends Error {
  constructor(readonly outcome: Failure) {
    super(outcome.message);
  }
}

export async function activateGiftcard(deps: GiftcardDeps, context: CustomerContext, typed: string, client: { ip: string }): Promise<ActivateOutcome> {
  const { locale } = context;
  const keys = [`giftcard:customer:${context.customer.id}`, `giftcard:ip:${client.ip}`];
  const verdict = await deps.refusals.attempt(keys);
  if (!verdict.allowed) return { ...fail('too-many-attempts', giftcardText('tooMany', locale)), retryAfterSeconds: verdict.retryAfterSeconds };
  if (!isGiftcardCode(typed)) return fail('invalid-input', giftcardText('badCode', locale));
  const code = normaliseGiftcardCode(typed);
  const now = deps.now();

  let entryId: number;
  try {
    entryId = await transaction(deps.db, async ({ trx }) => {
      const claimed = await claimGiftcard(trx, code, context.customer.id, now);
      if (!claimed) {
        const card = await findGiftcard(trx, code);
        if (!card) throw new Refused(fail('not-found', giftcardText('unknown', locale)));
        if (card.activated_at !== null) throw new Refused(fail('already-exists', giftcardText('used', locale)));
        throw new Refused(fail('expired', giftcardText('expired', locale)));
      }
      await crashPause();
      // The credit is written in the claim's transaction: a card is never used without its credit.
      const entry = await insertGiftcardCredit(trx, {
        customerId: context.customer.id,
        label: giftcardText('label', locale),
        amountCents: claimed.amount_cents,
        expiresAt: claimed.expires_at,
        originRef: maskGiftcardCode(code),
        now,
      });
      await setGiftcardEntry(trx, claimed.id, entry);
      return entry;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
  await deps.refusals.forgive(keys);
  const balance = await customerBalance(deps, context.customer.id);
  if (!balance.ok) return balance;
  const credit = balance.value.credits.find((line) => line.id === entryId)!;
  return succeed({ credit, balance: balance.value });
}

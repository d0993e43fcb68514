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
import { fail, succeed, type Failure, type Outcome } from '../core/outcome';
import { giftcardText } from './giftcard-texts';

/** 5 refused attempts per 15 minutes, per customer and per client address. */
export const GIFTCARD_LIMIT: RateLimitPolicy = { points: 5, windowSeconds: 15 * 60 };

export interface GiftcardDeps {
  db: Db;
  now: () => Date;
  refusals: RateLimit;
}

/** An expired card: 410 (a kind the shared vocabulary has no word for). */
export interface Gone {
  ok: false;
  kind: 'gone';
  message: string;
}

export type ActivateOutcome = Outcome<{ credit: BalanceLine; balance: Balance }> | (Failure & { retryAfterSeconds?: number }) | Gone;

/** Thrown inside the transaction to roll it back with the refusal. */
class Refused extends Error {
  constructor(readonly outcome: Failure | Gone) {
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
    entryId = await deps.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('giftcards')
        .set({ activated_at: now, customer_id: context.customer.id })
        .where('code', '=', code)
        .where('activated_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['id', 'amount_cents', 'expires_at'])
        .executeTakeFirst();
      if (!claimed) {
        const card = await trx.selectFrom('giftcards').select(['activated_at', 'expires_at']).where('code', '=', code).executeTakeFirst();
        if (!card) throw new Refused(fail('not-found', giftcardText('unknown', locale)));
        if (card.activated_at !== null) throw new Refused(fail('already-exists', giftcardText('used', locale)));
        throw new Refused({ ok: false, kind: 'gone', message: giftcardText('expired', locale) });
      }
      await crashPause();
      const entry = await trx
        .insertInto('balance_entries')
        .values({
          customer_id: context.customer.id,
          kind: 'giftcard',
          code: null,
          label: giftcardText('label', locale),
          amount_cents: claimed.amount_cents,
          remaining_cents: claimed.amount_cents,
          expires_at: claimed.expires_at,
          origin_ref: maskGiftcardCode(code),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('giftcards').set({ entry_id: entry.id }).where('id', '=', claimed.id).execute();
      return entry.id;
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

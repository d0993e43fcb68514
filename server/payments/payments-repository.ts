/**
 * The payments module's SQL: the sandbox provider's storage (`sandbox_payments`, `sandbox_cards`,
 * `sandbox_refunds`), its side of the fence, not the shop's. Every move of a payment is one conditional UPDATE on its current status, so a double
 * submit or two tabs cannot end a payment twice. Cards keep brand, last 4 digits, expiry, holder
 * and the test behaviour, never the number or the CVC.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { transaction } from '../db/transaction';
import type { SandboxCardsTable, SandboxPaymentStatus, SandboxPaymentsTable } from './payments-tables';

export type PaymentRow = Selectable<SandboxPaymentsTable>;
export type CardRow = Selectable<SandboxCardsTable>;

/** 18 random bytes: 24 base64url characters after the prefix, not guessable. */
export const newSandboxId = (prefix: 'pay' | 'card' | 'refund'): string => `${prefix}_${randomBytes(18).toString('base64url')}`;

export const PAYMENT_ID_PATTERN = /^pay_[A-Za-z0-9_-]{24}$/;

/** A card only used for one payment: it belongs to no customer, so no payment can be made with its token. */
export const ONE_TIME_OWNER = '';

export interface NewCardRow {
  owner: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holder: string;
  behaviour: string;
}

export class SandboxStore {
  constructor(private readonly db: Db) {}

  async insertPayment(row: Omit<PaymentRow, 'created_at' | 'updated_at' | 'attempts'>, now: Date): Promise<PaymentRow> {
    return this.db.insertInto('sandbox_payments').values({ ...row, created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
  }

  async payment(id: string): Promise<PaymentRow | undefined> {
    if (!PAYMENT_ID_PATTERN.test(id)) return undefined;
    return this.db.selectFrom('sandbox_payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async card(token: string | null): Promise<CardRow | undefined> {
    if (!token) return undefined;
    return this.db.selectFrom('sandbox_cards').selectAll().where('token', '=', token).executeTakeFirst();
  }

  async insertCard(card: NewCardRow, now: Date): Promise<string> {
    const token = newSandboxId('card');
    await this.db.insertInto('sandbox_cards').values({
      token,
      customer_ref: card.owner,
      brand: card.brand,
      last4: card.last4,
      expiry_month: card.expiryMonth,
      expiry_year: card.expiryYear,
      holder: card.holder,
      behaviour: card.behaviour,
      created_at: now,
    }).execute();
    return token;
  }

  /** Counts a card attempt while the payment still waits for one; the new count, or undefined when it no longer waits or had its 3. */
  async countAttempt(id: string, maximum: number, now: Date): Promise<number | undefined> {
    const row = await this.db
      .updateTable('sandbox_payments')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: now }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('attempts', '<', maximum)
      .returning('attempts')
      .executeTakeFirst();
    return row?.attempts;
  }

  /** Moves the payment from one of `from` to `to`; undefined when it was not in `from` any more (someone else moved it). */
  async move(id: string, from: readonly SandboxPaymentStatus[], to: { status: SandboxPaymentStatus; code?: string | null; cardToken?: string }, now: Date): Promise<PaymentRow | undefined> {
    return this.db
      .updateTable('sandbox_payments')
      .set({ status: to.status, code: to.code ?? null, ...(to.cardToken ? { card_token: to.cardToken } : {}), updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Records a refund of an authorised payment once per `reference` (one transaction, the payment
   * row locked: two refunds of one payment never take back more than it took together). Answers the
   * refund, the one made before under the same reference, or the reason it was refused.
   */
  async refund(paymentId: string, amount: number, reference: string, now: Date): Promise<{ id: string; amount: number } | 'unknown' | 'not-authorised' | 'too-much'> {
    if (!PAYMENT_ID_PATTERN.test(paymentId)) return 'unknown';
    return transaction(this.db, async ({ trx }) => {
      const payment = await trx.selectFrom('sandbox_payments').select(['id', 'status', 'amount_cents']).where('id', '=', paymentId).forUpdate().executeTakeFirst();
      if (!payment) return 'unknown';
      const known = await trx.selectFrom('sandbox_refunds').select(['id', 'amount_cents', 'payment_id']).where('reference', '=', reference).executeTakeFirst();
      if (known) return known.payment_id === paymentId ? { id: known.id, amount: known.amount_cents } : 'unknown';
      if (payment.status !== 'authorised') return 'not-authorised';
      const taken = await trx.selectFrom('sandbox_refunds').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_cents'), eb.lit(0)).as('sum')).where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
      if (Number(taken.sum) + amount > payment.amount_cents) return 'too-much';
      const id = newSandboxId('refund');
      await trx.insertInto('sandbox_refunds').values({ id, payment_id: paymentId, amount_cents: amount, reference, created_at: now }).execute();
      return { id, amount };
    });
  }

  /** The card stays on the payments made with it; it just belongs to nobody any more. */
  async forgetCard(token: string): Promise<void> {
    await this.db.updateTable('sandbox_cards').set({ customer_ref: ONE_TIME_OWNER }).where('token', '=', token).execute();
  }
}

/**
 * The forgotten-basket reminder (issue 38): when a signed-in customer's basket is due its one
 * reminder mail. A basket starts when an empty basket gets its first line and ends when it is
 * emptied (an order empties it); it is "left" once no line has changed for `afterHours`. The mail is
 * marketing: only with the customer's consent (their store's newsletter subscription), never more
 * than one per basket, never once an order was placed since the basket started, and never for lines
 * that can no longer be bought (sold out or off sale): it would only disappoint.
 */

/** BASKET_REMINDER_AFTER_HOURS: the default wait before a basket counts as forgotten. */
export const DEFAULT_REMINDER_AFTER_HOURS = 24;
export const MIN_REMINDER_AFTER_HOURS = 1;
export const MAX_REMINDER_AFTER_HOURS = 30 * 24;
/**
 * A basket left longer than its wait plus this many days is past reminding: a mail about a basket
 * forgotten for weeks (the first sweep after this feature ships, or after an outage) reads as spam.
 */
export const REMINDER_WINDOW_DAYS = 7;

export interface ReminderLine {
  productId: number;
  productSizeId: number;
  quantity: number;
}

/** What the sweep knows of one basket and its owner. */
export interface ReminderCandidate {
  /** The owner's account is open (a closed account's basket is never mailed). */
  accountOpen: boolean;
  /** The owner receives their store's newsletter (consent to marketing mails). */
  consented: boolean;
  startedAt: Date;
  changedAt: Date;
  lines: readonly ReminderLine[];
  /** A reminder already went for this basket. */
  reminded: boolean;
  /** The owner's last order, if any. */
  lastOrderAt: Date | null;
  /** Of the basket's sizes, those that can be bought now (in stock, on sale in the store). */
  availableSizeIds: ReadonlySet<number>;
}

export type ReminderVerdict =
  | { due: true; lines: ReminderLine[] }
  | { due: false; reason: 'account-closed' | 'no-consent' | 'empty' | 'too-recent' | 'too-old' | 'already-reminded' | 'ordered' | 'sold-out' };

export function reminderWaitMs(afterHours: number): number {
  return afterHours * 3_600_000;
}

/** Whether the basket gets its reminder now, and with which lines (those still buyable). */
export function reminderVerdict(candidate: ReminderCandidate, now: Date, afterHours = DEFAULT_REMINDER_AFTER_HOURS): ReminderVerdict {
  if (!candidate.accountOpen) return { due: false, reason: 'account-closed' };
  if (!candidate.consented) return { due: false, reason: 'no-consent' };
  const wanted = candidate.lines.filter((line) => line.quantity > 0);
  if (wanted.length === 0) return { due: false, reason: 'empty' };
  if (candidate.reminded) return { due: false, reason: 'already-reminded' };
  if (candidate.lastOrderAt && candidate.lastOrderAt.getTime() >= candidate.startedAt.getTime()) return { due: false, reason: 'ordered' };
  const left = now.getTime() - candidate.changedAt.getTime();
  if (left < reminderWaitMs(afterHours)) return { due: false, reason: 'too-recent' };
  if (left >= reminderWaitMs(afterHours) + REMINDER_WINDOW_DAYS * 86_400_000) return { due: false, reason: 'too-old' };
  const buyable = wanted.filter((line) => candidate.availableSizeIds.has(line.productSizeId));
  if (buyable.length === 0) return { due: false, reason: 'sold-out' };
  return { due: true, lines: buyable };
}

/** The lines in one canonical order, so that the same basket sent twice is seen unchanged. */
export function canonicalLines(lines: readonly ReminderLine[]): ReminderLine[] {
  const merged = new Map<string, ReminderLine>();
  for (const line of lines) {
    const key = `${line.productId}:${line.productSizeId}`;
    const existing = merged.get(key);
    merged.set(key, { productId: line.productId, productSizeId: line.productSizeId, quantity: (existing?.quantity ?? 0) + line.quantity });
  }
  return [...merged.values()].filter((line) => line.quantity > 0).sort((a, b) => a.productSizeId - b.productSizeId || a.productId - b.productId);
}

export function sameLines(a: readonly ReminderLine[], b: readonly ReminderLine[]): boolean {
  const left = canonicalLines(a);
  const right = canonicalLines(b);
  return left.length === right.length
    && left.every((line, index) => line.productId === right[index].productId && line.productSizeId === right[index].productSizeId && line.quantity === right[index].quantity);
}

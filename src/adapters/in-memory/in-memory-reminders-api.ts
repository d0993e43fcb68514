/** The reminders sent, in memory (tests of the use case): newest first, as the shop answers. */
import type { SentReminder, SentReminderFilter, SentReminderPage } from '../../domain/basket/sent-reminder';
import type { RemindedLine, RemindersApi } from '../../application/ports/reminders-api';
import { ApiError } from '../../application/ports/api-error';

export class InMemoryRemindersApi implements RemindersApi {
  readonly reminders: SentReminder[] = [];
  /** The caller's role: a customer is refused (403). */
  role: 'support' | 'customer' = 'support';
  /** The signed-in customer's reminded baskets, by basket id. */
  readonly reminded = new Map<number, RemindedLine[]>();

  async list(filter: SentReminderFilter): Promise<SentReminderPage> {
    if (this.role !== 'support') throw new ApiError(403, 'Réservé au service client.');
    const limit = filter.limit ?? 50;
    const matching = [...this.reminders]
      .sort((a, b) => b.id - a.id)
      .filter((one) => (filter.before === undefined || one.id < filter.before) && (!filter.email || one.email.includes(filter.email.toLowerCase())));
    const page = matching.slice(0, limit);
    return { reminders: page, nextCursor: matching.length > limit ? page[page.length - 1].id : null };
  }

  async remindedLines(basketId: number): Promise<RemindedLine[]> {
    const lines = this.reminded.get(basketId);
    if (!lines) throw new ApiError(404, 'Not Found');
    return lines;
  }
}

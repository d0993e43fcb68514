/** Support reads the forgotten-basket reminders sent, newest first, every page until `max` (`boutique admin reminders list`). */
import type { SentReminder, SentReminderFilter } from '../../domain/basket/sent-reminder';
import { asSupport, type AdminOutcome } from '../orders/admin-orders';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { RemindersApi } from '../ports/reminders-api';

export type ListRemindersResult = AdminOutcome<{ kind: 'found'; reminders: SentReminder[]; nextCursor: number | null }>;

export class ListReminders {
  constructor(
    private readonly api: RemindersApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(filter: Omit<SentReminderFilter, 'limit'> & { max?: number } = {}): Promise<ListRemindersResult> {
    const max = filter.max ?? 200;
    return asSupport(this.tokens, async () => {
      const reminders: SentReminder[] = [];
      let before = filter.before;
      for (;;) {
        const page = await this.api.list({ email: filter.email?.trim() || undefined, before, limit: Math.min(200, max - reminders.length) });
        reminders.push(...page.reminders);
        before = page.nextCursor ?? undefined;
        if (before === undefined || reminders.length >= max) return { reminders, nextCursor: page.nextCursor };
      }
    }, (found) => ({ kind: 'found' as const, ...found }));
  }
}

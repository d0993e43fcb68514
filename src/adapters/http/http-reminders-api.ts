/** `/admin/basket-reminders` and `/secure/basket/reminded/:basketId` through the shop's API client. */
import type { SentReminderFilter, SentReminderPage } from '../../domain/basket/sent-reminder';
import type { RemindedLine, RemindersApi } from '../../application/ports/reminders-api';
import type { HttpApiClient } from './api-client';

export class HttpRemindersApi implements RemindersApi {
  constructor(private readonly client: HttpApiClient) {}

  list(filter: SentReminderFilter): Promise<SentReminderPage> {
    return this.client.get('admin/basket-reminders', { searchParams: { email: filter.email || undefined, before: filter.before, limit: filter.limit } });
  }

  async remindedLines(basketId: number): Promise<RemindedLine[]> {
    return (await this.client.get<{ basketItems: RemindedLine[] }>(`secure/basket/reminded/${basketId}`)).basketItems;
  }
}

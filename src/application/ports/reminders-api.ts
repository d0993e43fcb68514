/** The forgotten-basket reminders sent (`/admin/basket-reminders`, role support). */
import type { SentReminderFilter, SentReminderPage } from '../../domain/basket/sent-reminder';
import { token } from './token';

export interface RemindersApi {
  list(filter: SentReminderFilter): Promise<SentReminderPage>;
}

export const REMINDERS_API = token<RemindersApi>('RemindersApi');

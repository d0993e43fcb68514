/** The forgotten-basket reminders: those sent (`/admin/basket-reminders`, role support), and the lines a reminder's link restores (`/secure/basket/reminded/:basketId`, its customer's). */
import type { SentReminderFilter, SentReminderPage } from '../../domain/basket/sent-reminder';
import { token } from './token';

export interface RemindersApi {
  list(filter: SentReminderFilter): Promise<SentReminderPage>;
  remindedLines(basketId: number): Promise<RemindedLine[]>;
}

export interface RemindedLine {
  productId: number;
  productSizeId: number;
  quantity: number;
}

export const REMINDERS_API = token<RemindersApi>('RemindersApi');

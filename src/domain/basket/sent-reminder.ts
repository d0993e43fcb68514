/** A forgotten-basket reminder the shop sent (issue 38), as support staff read it (`boutique admin reminders list`). */
export interface SentReminder {
  id: number;
  basketId: number;
  customerId: number;
  email: string;
  store: string;
  /** ISO date-time. */
  sentAt: string;
  linesCount: number;
  /** Euros: the mailed lines at the prices of the moment of sending. */
  value: number;
  lines: { productId: number; productSizeId: number; quantity: number; name: string; size: string; price: number }[];
}

export interface SentReminderPage {
  reminders: SentReminder[];
  nextCursor: number | null;
}

export interface SentReminderFilter {
  /** Part of the customer's e-mail address. */
  email?: string;
  before?: number;
  limit?: number;
}

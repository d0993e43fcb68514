/** Typed tokens of the reminders use cases (bound in reminders-bindings.ts). */
import type { ListReminders } from '../../application/reminders/list-reminders';
import type { RestoreRemindedBasket } from '../../application/reminders/restore-reminded-basket';
import { token } from '../../application/ports/token';

export const LIST_REMINDERS = token<ListReminders>('ListReminders');
export const RESTORE_REMINDED_BASKET = token<RestoreRemindedBasket>('RestoreRemindedBasket');

/** Typed tokens of the reminders use cases (bound in reminders-bindings.ts). */
import type { ListReminders } from '../../application/reminders/list-reminders';
import { token } from '../../application/ports/token';

export const LIST_REMINDERS = token<ListReminders>('ListReminders');

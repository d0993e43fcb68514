/** `boutique admin reminders list` (role support): the forgotten-basket reminders the shop sent, newest first (issue 38). */
import type { Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { LIST_REMINDERS } from '../../src/adapters/container/reminders-tokens';
import type { SentReminder } from '../../src/domain/basket/sent-reminder';
import { STORES, isStoreId, type StoreDefinition } from '../../src/domain/store/stores';
import { answer, type CommandContext } from '../cli-context';
import { shortMomentText } from '../format/dates';
import { wholeId } from './accounts-output';
import { adminFailed } from './admin-output';
import { moneyIn } from './basket-output';

export function remindersText(reminders: readonly SentReminder[], store: StoreDefinition): string {
  if (reminders.length === 0) return 'No basket reminder was sent.';
  return reminders
    .map((reminder) => {
      const mailedIn = STORES[isStoreId(reminder.store) ? reminder.store : store.id];
      const money = moneyIn(mailedIn);
      const lines = reminder.lines.map((line) => `  ${line.quantity} × ${line.name} (${line.size})  ${money(line.price)}`);
      const count = `${reminder.linesCount} line${reminder.linesCount === 1 ? '' : 's'}`;
      return [`#${reminder.id}  ${shortMomentText(reminder.sentAt, store)}  ${reminder.email}  basket ${reminder.basketId}  ${count}  ${money(reminder.value)}  (${reminder.store})`, ...lines].join('\n');
    })
    .join('\n');
}

export function registerAdminRemindersCommands(admin: Command, context: () => CommandContext): void {
  const reminders = admin.command('reminders').description('the forgotten-basket reminders sent (role support)');
  reminders
    .command('list')
    .description('the reminders sent, newest first: to whom, which basket, when, how many lines, their value')
    .option('--customer <email>', 'only this customer’s (part of the e-mail address)')
    .option('--max <n>', 'at most this many (default 200)', wholeId('a count'))
    .action(async (options: { customer?: string; max?: number }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_REMINDERS).execute({ email: options.customer, max: options.max });
      if (result.kind !== 'found') return adminFailed(result, 'The shop sends no basket reminder: is it an older version?');
      answer(ctx, { reminders: result.reminders, nextCursor: result.nextCursor }, () => remindersText(result.reminders, STORES[ctx.options.storeId]));
    });
}

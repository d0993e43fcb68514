/**
 * The back office's administration from a terminal (issue 39), the same use cases as its screens:
 * `boutique admin dashboard` (any staff role: each sees its own parts), `boutique admin outbox
 * list|failed|resend` and `boutique admin settings show|maintenance on|off` (role admin). The
 * `boutique outbox` command still reads the outbox's files on the shop's machine; this one asks
 * the shop for its mail log.
 */
import { Option, type Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { LIST_OUTBOX, READ_DASHBOARD, READ_MAINTENANCE, RESEND_MAIL, SWITCH_MAINTENANCE } from '../../src/adapters/container/administration-tokens';
import type { Dashboard } from '../../src/domain/administration/dashboard';
import { OUTBOX_STATUSES, type MaintenanceSetting, type OutboxEntry } from '../../src/domain/administration/outbox';
import { STORES } from '../../src/domain/store/stores';
import { CliError, answer, type CommandContext } from '../cli-context';
import { wholeId } from './accounts-output';
import { adminFailed } from './admin-output';
import { moneyIn } from './basket-output';

const moment = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
const pad = (text: string | number, width: number) => String(text).padEnd(width);

export function dashboardText(board: Dashboard, money: (euros: number) => string): string {
  const lines = [`Dashboard of ${board.day} (Paris time), read at ${moment(board.at)}`];
  if (board.sales) {
    lines.push('', `${pad('STORE', 22)}${pad('ORDERS', 8)}${pad('REVENUE', 14)}AVERAGE BASKET`);
    for (const store of [...board.sales.stores, board.sales.total]) {
      lines.push(`${pad(store.store === 'all' ? 'all stores' : store.store, 22)}${pad(store.orders, 8)}${pad(money(store.revenue), 14)}${money(store.averageBasket)}`);
    }
  }
  if (board.waiting) {
    const waiting = board.waiting;
    lines.push('', `Waiting: ${waiting.toShip} to ship, ${waiting.awaitingPayment} awaiting payment, ${waiting.returnsToReceive} returns to receive, ${waiting.toRefund} returns to refund, ${waiting.refundsPending} refunds pending`);
  }
  if (board.lowStock) {
    lines.push('', `Low stock: ${board.lowStock.count} sizes with ${board.lowStock.threshold} or fewer left, ${board.lowStock.soldOut} sold out`);
    for (const size of board.lowStock.sizes) lines.push(`  ${pad(size.sku, 14)}${pad(size.stock, 3)}${size.name} (${size.productKey}), size ${size.size}`);
  }
  if (board.mails) lines.push('', `Failed mails: ${board.mails.failed} (${board.mails.failedLastDay} in the last 24 h)${board.mails.failed > 0 ? ': boutique admin outbox failed' : ''}`);
  return lines.join('\n');
}

export function outboxText(items: readonly OutboxEntry[], total: number, page: number, pageSize: number): string {
  if (total === 0) return 'No mail matches.';
  const rows = items.map((mail) => [
    `${mail.id}  ${moment(mail.createdAt)}  ${mail.status.toUpperCase()}  ${mail.kind} to ${mail.to}  [${mail.locale}]`,
    `  ${mail.subject}${mail.error ? `  — ${mail.error} (${mail.attempts} attempts)` : ''}${mail.resentAs ? `  — resent as ${mail.resentAs}` : ''}`,
  ].join('\n'));
  return `${rows.join('\n')}\n${total} mails, page ${page} of ${Math.max(1, Math.ceil(total / pageSize))}`;
}

const maintenanceText = (setting: MaintenanceSetting) =>
  `Maintenance ${setting.on ? 'on: the storefront answers its maintenance page (503) to shoppers; the API and the back office keep working' : 'off: the storefront is open'}${setting.forced ? ' (forced by MAINTENANCE=1)' : ''}`;

export function registerAdminAdministrationCommands(admin: Command, context: () => CommandContext): void {
  admin
    .command('dashboard')
    .description('today’s orders, revenue and average basket per store, what waits, low stock, failed mails (any staff role: each sees its own parts)')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), READ_DASHBOARD).execute();
      if (result.kind !== 'found') return adminFailed(result, 'The shop has no dashboard: is it an older version?');
      answer(ctx, result.dashboard, () => dashboardText(result.dashboard, moneyIn(STORES[ctx.options.storeId])));
    });

  const outbox = admin.command('outbox').description('the shop’s mail log: list, failed, resend (role admin)');
  const list = async (options: { status?: string; to?: string; kind?: string; page?: number; pageSize?: number }) => {
    const ctx = context();
    const page = options.page ?? 1;
    const pageSize = options.pageSize ?? 20;
    const result = await resolve(ctx.container(), LIST_OUTBOX).execute({ ...options, page, pageSize });
    if (result.kind === 'invalid') throw new CliError(result.message);
    if (result.kind !== 'found') return adminFailed(result, 'The shop has no mail log: is it an older version?', 'admin');
    answer(ctx, { items: result.items, total: result.total }, () => outboxText(result.items, result.total, page, pageSize));
  };
  const paging = (command: Command) => command
    .option('--to <address>', 'only the mails to this address (part of it)')
    .option('--kind <kind>', 'only this kind of mail (order-confirmation, password-reset…)')
    .option('--page <n>', 'page (1 first)', wholeId('a page'))
    .option('--page-size <n>', 'mails per page (at most 100)', wholeId('a page size'));
  paging(outbox.command('list').description('the mails sent or not, newest first').addOption(new Option('--status <status>', 'only these').choices(OUTBOX_STATUSES)))
    .action((options) => list(options));
  paging(outbox.command('failed').description('the mails the shop could not send, newest first: resend them with `admin outbox resend ID`'))
    .action((options) => list({ ...options, status: 'failed' }));
  outbox
    .command('resend')
    .description('send a failed mail again, as a new mail')
    .argument('<id>', 'the mail’s id (admin outbox failed lists them)')
    .action(async (id: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), RESEND_MAIL).execute(id);
      if (result.kind === 'invalid') throw new CliError(result.message);
      if (result.kind !== 'resent') return adminFailed(result, `No mail ${id} in the mail log`, 'admin');
      answer(ctx, result.mail, () => `Mail ${result.mail.id} sent again as ${result.mail.resentAs}: ${result.mail.status}`);
    });

  const settings = admin.command('settings').description('the shop’s settings that are data: show, maintenance on|off (role admin); the free-shipping thresholds: admin delivery threshold');
  settings
    .command('show')
    .description('the maintenance switch')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), READ_MAINTENANCE).execute();
      if (result.kind !== 'found') return adminFailed(result, 'The shop has no settings route: is it an older version?', 'admin');
      answer(ctx, { maintenance: result.maintenance }, () => maintenanceText(result.maintenance));
    });
  settings
    .command('maintenance')
    .description('turn the storefront’s maintenance on (shoppers get the maintenance page, 503) or off')
    .argument('<state>', 'on or off')
    .action(async (state: string) => {
      const wanted = state.trim().toLowerCase();
      if (wanted !== 'on' && wanted !== 'off') throw new CliError(`"${state}": say on or off`);
      const ctx = context();
      const result = await resolve(ctx.container(), SWITCH_MAINTENANCE).execute(wanted === 'on');
      if (result.kind !== 'switched') return adminFailed(result, 'The shop has no settings route: is it an older version?', 'admin');
      answer(ctx, result.maintenance, () => maintenanceText(result.maintenance));
    });
}

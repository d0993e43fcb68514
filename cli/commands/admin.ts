import { Option, type Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { CANCEL_ORDER, DELIVER_ORDER, LIST_ADMIN_ORDERS, MARK_ORDER_PAID, SHIP_ORDER, SHOW_ADMIN_ORDER } from '../../src/adapters/container/checkout-tokens';
import { ORDER_STATUSES, type Order } from '../../src/domain/orders/order';
import { STORES } from '../../src/domain/store/stores';
import { CliError, answer, type CommandContext, type CreateContainer } from '../cli-context';
import { wholeId } from './accounts-output';
import { adminFailed, type AdminFailure } from './admin-output';
import { orderSummariesText, orderText } from './checkout-output';
import { registerAdminReturnCommand } from './admin-returns';
import { registerAdminContactCommand } from './contact';
import { registerAdminBackupCommands } from './admin-backup';
import { registerAdminCatalogueCommands } from './admin-catalogue';
import { registerAdminMerchandiseCommands } from './admin-merchandise';
import { registerAdminPromoCommands } from './admin-promo';
import { registerAdminContentCommands } from './admin-content';
import { registerAdminStaffCommand } from './admin-staff';
import { registerAdminCarriersCommands } from './admin-carriers';
import { registerAdminAuditCommands } from './admin-audit';
import { registerAdminRemindersCommands } from './admin-reminders';
import { registerAdminAdministrationCommands } from './admin-administration';
import { registerAdminCustomersCommand } from './data-rights';
import { registerAdminCustomerSearchCommands, registerAdminMessagesCommand, registerAdminOrderRefundCommand } from './admin-support';

const orderId = wholeId('an order id');

type Failure = AdminFailure | { kind: 'invalid-tracking-number' };

/** Ends the command on what support staff can run into: no role, no order, a move the order cannot make. */
function failed(result: Failure, id?: number): never {
  if (result.kind === 'invalid-tracking-number') throw new CliError('A tracking number is 4 to 40 letters and digits.');
  return adminFailed(result, `Order ${id ?? ''} not found`);
}

/**
 * `boutique admin …`: staff tools. `order`, `return`, `contact` and `backup` are support's (role
 * `support`); `product`, `stock`, `price` and `promo` the merchandisers'; `staff` the admin's, who may use
 * every one of them; `audit` the admin's and `act-as` support's (issue 36); `reminders` support's (issue 38); `dashboard` every staff
 * role's, `outbox` and `settings` the admin's (issue 39).
 */
export function registerAdminCommand(program: Command, context: () => CommandContext, createContainer: CreateContainer): void {
  const admin = program.command('admin').description('staff tools (roles support, merchandiser, admin)');
  registerAdminContactCommand(admin, context);
  registerAdminCustomerSearchCommands(registerAdminCustomersCommand(admin, context), context);
  registerAdminMessagesCommand(admin, context);
  registerAdminReturnCommand(admin, context);
  registerAdminBackupCommands(admin, context);
  registerAdminMerchandiseCommands(admin, context);
  registerAdminPromoCommands(admin, context);
  registerAdminStaffCommand(admin, context);
  registerAdminCatalogueCommands(admin, context);
  registerAdminCarriersCommands(admin, context);
  registerAdminContentCommands(admin, context);
  registerAdminAuditCommands(admin, context, createContainer);
  registerAdminRemindersCommands(admin, context);
  registerAdminAdministrationCommands(admin, context);
  const order = admin.command('order').description('every customer’s orders: list, show, ship, deliver, mark-paid, cancel');

  order
    .command('list')
    .description('orders, newest first')
    .addOption(new Option('--status <status>', 'only this status').choices(ORDER_STATUSES))
    .option('--customer <email>', 'only this customer’s')
    .option('--page <n>', 'page (1 first)', wholeId('a page'))
    .action(async (options: { status?: string; customer?: string; page?: number }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_ADMIN_ORDERS).execute(options);
      if (result.kind !== 'found') return failed(result);
      answer(ctx, { orders: result.orders, page: result.page, pages: result.pages }, () =>
        `${orderSummariesText('Orders', result.orders, STORES[ctx.options.storeId])}\nPage ${result.page} of ${result.pages}`);
    });

  order
    .command('show')
    .description('one order and its customer')
    .argument('<orderId>', 'order id', orderId)
    .action(async (id: number) => {
      const ctx = context();
      const result = await resolve(ctx.container(), SHOW_ADMIN_ORDER).execute(id);
      if (result.kind !== 'found') return failed(result, id);
      const { customer } = result.order;
      answer(ctx, result.order, () => `Customer  ${customer.firstName} ${customer.lastName} <${customer.email}> (#${customer.id})\n${orderText(result.order, STORES[ctx.options.storeId])}`);
    });

  const moved = (ctx: CommandContext, verb: string, done: Order) =>
    answer(ctx, done, () => `Order ${done.reference} ${verb}.\n\n${orderText(done, STORES[ctx.options.storeId])}`);

  order
    .command('ship')
    .description('the parcel left with the carrier: its tracking number (the customer is mailed)')
    .argument('<orderId>', 'order id', orderId)
    .requiredOption('--tracking <number>', 'the carrier’s tracking number')
    .action(async (id: number, options: { tracking: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), SHIP_ORDER).execute({ orderId: id, trackingNumber: options.tracking });
      if (result.kind !== 'shipped') return failed(result, id);
      moved(ctx, `shipped (tracking ${result.order.tracking?.number ?? options.tracking})`, result.order);
    });

  order
    .command('deliver')
    .description('the parcel was delivered')
    .argument('<orderId>', 'order id', orderId)
    .action(async (id: number) => {
      const ctx = context();
      const result = await resolve(ctx.container(), DELIVER_ORDER).execute(id);
      if (result.kind !== 'delivered') return failed(result, id);
      moved(ctx, 'delivered', result.order);
    });

  order
    .command('mark-paid')
    .description('the bank transfer or the cheque arrived')
    .argument('<orderId>', 'order id', orderId)
    .action(async (id: number) => {
      const ctx = context();
      const result = await resolve(ctx.container(), MARK_ORDER_PAID).execute(id);
      if (result.kind !== 'paid') return failed(result, id);
      moved(ctx, 'paid', result.order);
    });

  order
    .command('cancel')
    .description('cancel an order not shipped yet (stock and balance go back)')
    .argument('<orderId>', 'order id', orderId)
    .option('--reason <text>', 'why, for the order’s history')
    .action(async (id: number, options: { reason?: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), CANCEL_ORDER).execute({ orderId: id, reason: options.reason });
      if (result.kind !== 'cancelled') return failed(result, id);
      moved(ctx, 'cancelled', result.order);
    });

  registerAdminOrderRefundCommand(order, context);
}

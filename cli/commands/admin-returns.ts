import { Option, type Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { ACCEPT_RETURN, CANCEL_ADMIN_RETURN, LIST_ADMIN_RETURNS, RECEIVE_RETURN, REFUSE_RETURN, SHOW_ADMIN_RETURN } from '../../src/adapters/container/returns-tokens';
import { REFUSAL_REASON_MAX, REFUSAL_REASON_MIN } from '../../src/application/returns/admin-returns';
import { RETURN_STATUSES, type ReturnOrder } from '../../src/domain/returns/returns';
import { STORES } from '../../src/domain/store/stores';
import { CliError, answer, type CommandContext } from '../cli-context';
import { wholeId } from './accounts-output';
import { adminFailed, type AdminFailure } from './admin-output';
import { returnSummariesText, returnText } from './returns-output';

type Failure = AdminFailure | { kind: 'invalid-refund-type' } | { kind: 'invalid-reason' };

function failed(result: Failure, id?: string): never {
  switch (result.kind) {
    case 'invalid-refund-type':
      throw new CliError('The refund type is credit or refund.');
    case 'invalid-reason':
      throw new CliError(`The reason is too short or too long: a refusal says why in ${REFUSAL_REASON_MIN} to ${REFUSAL_REASON_MAX} characters, a cancellation in ${REFUSAL_REASON_MAX} at most (--reason).`);
    default:
      return adminFailed(result, `Return ${id ?? ''} not found`);
  }
}

/** `boutique admin return …`: support staff receive parcels and settle returns (role `support`). */
export function registerAdminReturnCommand(admin: Command, context: () => CommandContext): void {
  const returns = admin.command('return').description('every customer’s returns: list, show, receive, accept, refuse, cancel');
  const moved = (ctx: CommandContext, verb: string, done: ReturnOrder) =>
    answer(ctx, done, () => `Return ${done.reference} ${verb}.\n\n${returnText(done, STORES[ctx.options.storeId])}`);
  const RETURN = '<returnId>';
  const RETURN_HELP = 'return id or number (RT-000042)';

  returns
    .command('list')
    .description('returns, newest first')
    .addOption(new Option('--status <status>', 'only this status').choices(RETURN_STATUSES))
    .option('--customer <email>', 'only this customer’s')
    .option('--page <n>', 'page (1 first)', wholeId('a page'))
    .action(async (options: { status?: string; customer?: string; page?: number }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_ADMIN_RETURNS).execute(options);
      if (result.kind !== 'found') return failed(result);
      answer(ctx, { returns: result.returns, page: result.page, pages: result.pages }, () =>
        `${returnSummariesText('Returns', result.returns, STORES[ctx.options.storeId])}\nPage ${result.page} of ${result.pages}`);
    });

  returns
    .command('show')
    .description('one return and its customer')
    .argument(RETURN, RETURN_HELP)
    .action(async (id: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), SHOW_ADMIN_RETURN).execute(id);
      if (result.kind !== 'found') return failed(result, id);
      const { customer } = result.returnOrder;
      answer(ctx, result.returnOrder, () => `Customer  ${customer.firstName} ${customer.lastName} <${customer.email}> (#${customer.id})\n${returnText(result.returnOrder, STORES[ctx.options.storeId])}`);
    });

  returns
    .command('receive')
    .description('the parcel arrived at the warehouse')
    .argument(RETURN, RETURN_HELP)
    .action(async (id: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), RECEIVE_RETURN).execute(id);
      if (result.kind !== 'received') return failed(result, id);
      moved(ctx, 'received', result.returnOrder);
    });

  returns
    .command('accept')
    .description('accept a received return and give the money back (the customer is mailed)')
    .argument(RETURN, RETURN_HELP)
    .addOption(new Option('--as <type>', 'a credit on the account or a refund on the means of payment (default: what the customer chose)').choices(['credit', 'refund']))
    .action(async (id: string, options: { as?: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), ACCEPT_RETURN).execute({ returnId: id, refundType: options.as });
      if (result.kind !== 'accepted') return failed(result, id);
      moved(ctx, 'accepted', result.returnOrder);
    });

  returns
    .command('refuse')
    .description('refuse a received return, saying why (the customer is mailed)')
    .argument(RETURN, RETURN_HELP)
    .requiredOption('--reason <text>', `why, ${REFUSAL_REASON_MIN} to ${REFUSAL_REASON_MAX} characters`)
    .action(async (id: string, options: { reason: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), REFUSE_RETURN).execute({ returnId: id, reason: options.reason });
      if (result.kind !== 'return-refused') return failed(result, id);
      moved(ctx, 'refused', result.returnOrder);
    });

  returns
    .command('cancel')
    .description('cancel a return whose parcel will not come (the customer is mailed)')
    .argument(RETURN, RETURN_HELP)
    .option('--reason <text>', `why, for its history and the mail (${REFUSAL_REASON_MAX} characters at most)`)
    .action(async (id: string, options: { reason?: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), CANCEL_ADMIN_RETURN).execute({ returnId: id, reason: options.reason });
      if (result.kind !== 'cancelled') return failed(result, id);
      moved(ctx, 'cancelled', result.returnOrder);
    });
}

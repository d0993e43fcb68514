import { writeFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import {
  CANCEL_RETURN, DOWNLOAD_RETURN_COUPON, FIND_RETURN_RELAY_POINTS, GET_RETURN, LIST_ORDER_RETURNS, LIST_RETURN_REASONS, SUBMIT_RETURN,
} from '../../src/adapters/container/returns-tokens';
import type { NotReturnableReason } from '../../src/application/returns/customer-returns';
import { REFUND_TYPES, RETURN_COMMENT_MIN, RETURN_WINDOW_DAYS, type RefundType, type ReturnFormProblem } from '../../src/domain/returns/returns';
import { STORES } from '../../src/domain/store/stores';
import type { FitDirection } from '../../src/domain/returns/fit-advice';
import { CliError, answer, type CommandContext } from '../cli-context';
import { signedOut, wholeId } from './accounts-output';
import { relayPointsText } from './checkout-output';
import { reasonsText, returnSummariesText, returnText } from './returns-output';

const orderId = wholeId('an order id');
const returnId = wholeId('a return id');

/** `--item LINE:QTY`, repeatable: an order line id (see `boutique orders show`) and how many of it. */
function item(value: string, previous: { orderLineId: number; quantity: number }[] = []) {
  const match = /^(\d{1,9}):(\d{1,4})$/.exec(value.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new InvalidArgumentError('expected LINE:QTY, an order line id and a quantity, such as 311:1.');
  return [...previous, { orderLineId: Number(match[1]), quantity: Number(match[2]) }];
}

/** `--reason`: a reason id, or a fit reason by its words (too-small, too-large; issue 38). */
function reasonOption(value: string): number | FitDirection {
  const words = value.trim().toLowerCase();
  if (words === 'too-small' || words === 'too-large') return words === 'too-small' ? 'small' : 'large';
  return wholeId('a reason id (or too-small, too-large)')(value);
}

/** The id of the shop's reason for a fit direction (the reasons list says which reason is which). */
async function fitReasonId(ctx: CommandContext, reason: number | FitDirection): Promise<number> {
  if (typeof reason === 'number') return reason;
  const result = await resolve(ctx.container(), LIST_RETURN_REASONS).execute();
  if (result.kind === 'failed') throw new CliError(result.message);
  const found = result.reasons.find((each) => each.fit === reason);
  if (!found) throw new CliError(`The shop has no "too ${reason}" reason (see \`boutique returns reasons\`).`);
  return found.id;
}

const NOT_RETURNABLE: Record<NotReturnableReason, string> = {
  'not-delivered': 'it has not been delivered yet',
  'window-closed': `the ${RETURN_WINDOW_DAYS} days to change your mind after delivery are over`,
  'nothing-left': 'everything in it is already in a return',
};

function problemText(problem: ReturnFormProblem): string {
  switch (problem.field) {
    case 'lines':
      return 'choose at least one product (--item LINE:QTY)';
    case 'quantity':
      return problem.problem === 'too-many' ? `line ${problem.orderLineId}: quantity too high (more than is left to return)` : `line ${problem.orderLineId}: not a line of this order, or not a quantity`;
    case 'reason':
      return problem.problem === 'required' ? 'a reason is required (--reason ID, see `boutique returns reasons`)' : `line ${problem.orderLineId}: unknown reason (see \`boutique returns reasons\`)`;
    case 'comment':
      return problem.problem === 'too-long' ? 'the comment is too long' : `a comment of at least ${RETURN_COMMENT_MIN} characters is required (--comment)`;
    case 'terms':
      return 'the return conditions must be accepted (--accept-terms)';
    case 'refundType':
      return 'choose how the money comes back (--refund credit|refund)';
  }
}

/** `boutique returns …`: the signed-in customer sends back products of a delivered order. */
export function registerReturnsCommand(program: Command, context: () => CommandContext): void {
  const returns = program.command('returns').description('return products of a delivered order: reasons, create, list, show, cancel, coupon, relays');

  returns
    .command('reasons')
    .description('the reasons a return may give; "free" ones travel back on a prepaid label')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_RETURN_REASONS).execute();
      if (result.kind === 'failed') throw new CliError(result.message);
      answer(ctx, result.reasons, () => reasonsText(result.reasons));
    });

  returns
    .command('create')
    .description(`ask for a return, within ${RETURN_WINDOW_DAYS} days of delivery (the parcel is then awaited)`)
    .argument('<orderId>', 'order id', orderId)
    .requiredOption('--item <line:qty>', 'an order line and how many of it; repeat for several', item)
    .requiredOption('--reason <id>', 'the reason: an id (see `boutique returns reasons`), or too-small / too-large', reasonOption)
    .requiredOption('--comment <text>', `what is wrong, ${RETURN_COMMENT_MIN} characters at least`)
    .addOption(new Option('--refund <type>', 'the money back as a credit on the account, or on the original means of payment').choices(Object.keys(REFUND_TYPES)).default('credit'))
    .option('--accept-terms', 'I accept the return conditions', false)
    .action(async (id: number, options: { item: { orderLineId: number; quantity: number }[]; reason: number | FitDirection; comment: string; refund: RefundType; acceptTerms: boolean }) => {
      const ctx = context();
      const reasonId = await fitReasonId(ctx, options.reason);
      const result = await resolve(ctx.container(), SUBMIT_RETURN).execute({
        orderId: id,
        choices: options.item.map((line) => ({ ...line, reasonId, comment: options.comment })),
        acceptTerms: options.acceptTerms,
        refundTypeId: REFUND_TYPES[options.refund],
      });
      switch (result.kind) {
        case 'signed-out':
          return signedOut();
        case 'not-found':
          throw new CliError(`Order ${id} not found (404)`);
        case 'not-returnable':
          throw new CliError(`Order ${id} cannot be returned: ${NOT_RETURNABLE[result.reason]}.`);
        case 'invalid':
          throw new CliError(`The return is refused: ${[...new Set(result.problems.map(problemText))].join('; ')}.`);
        case 'refused':
          throw new CliError(`${result.message} (${result.code})`);
        case 'created':
          return answer(ctx, result.returnOrder, () =>
            `Return ${result.returnOrder.reference} asked: send the parcel (label: \`boutique returns coupon ${result.returnOrder.id}\`).\n\n${returnText(result.returnOrder, STORES[ctx.options.storeId])}`);
      }
    });

  returns
    .command('list')
    .description('the returns of an order, newest first')
    .argument('<orderId>', 'order id', orderId)
    .action(async (id: number) => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_ORDER_RETURNS).execute(id);
      if (result.kind === 'signed-out') return signedOut();
      if (result.kind === 'not-found') throw new CliError(`Order ${id} not found (404)`);
      answer(ctx, result.returns, () => returnSummariesText(`Returns of order ${id}`, result.returns, STORES[ctx.options.storeId]));
    });

  returns
    .command('show')
    .description('one return: products, amounts, status and its history')
    .argument('<returnId>', 'return id', returnId)
    .action(async (id: number) => {
      const ctx = context();
      const result = await resolve(ctx.container(), GET_RETURN).execute(id);
      if (result.kind === 'signed-out') return signedOut();
      if (result.kind === 'not-found') throw new CliError(`Return ${id} not found (404)`);
      answer(ctx, result.returnOrder, () => returnText(result.returnOrder, STORES[ctx.options.storeId]));
    });

  returns
    .command('cancel')
    .description('cancel a return whose parcel has not been sent')
    .argument('<returnId>', 'return id', returnId)
    .action(async (id: number) => {
      const ctx = context();
      const result = await resolve(ctx.container(), CANCEL_RETURN).execute(id);
      if (result.kind === 'signed-out') return signedOut();
      if (result.kind === 'not-found') throw new CliError(`Return ${id} not found (404)`);
      if (result.kind === 'refused') throw new CliError(`${result.message} (${result.code})`);
      answer(ctx, result.returnOrder, () => `Return ${result.returnOrder.reference} cancelled.\n\n${returnText(result.returnOrder, STORES[ctx.options.storeId])}`);
    });

  returns
    .command('coupon')
    .description('save the return label to print and stick on the parcel (PDF)')
    .argument('<returnId>', 'return id', returnId)
    .option('--out <file>', 'where to save it (the shop’s file name in the current directory by default)')
    .action(async (id: number, options: { out?: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), DOWNLOAD_RETURN_COUPON).execute(id);
      if (result.kind === 'signed-out') return signedOut();
      if (result.kind === 'not-found') throw new CliError(`Return ${id} not found (404)`);
      if (result.kind === 'not-available') throw new CliError(`${result.message} (409)`);
      const path = resolvePath(options.out ?? result.document.fileName);
      await writeFile(path, result.document.bytes);
      answer(ctx, { file: path, fileName: result.document.fileName, bytes: result.document.bytes.length }, () => `Saved ${result.document.fileName} (${result.document.bytes.length} bytes) to ${path}`);
    });

  returns
    .command('relays')
    .description('drop-off points near the order’s address, for the parcel')
    .argument('<returnId>', 'return id', returnId)
    .action(async (id: number) => {
      const ctx = context();
      const result = await resolve(ctx.container(), FIND_RETURN_RELAY_POINTS).execute(id);
      if (result.kind === 'signed-out') return signedOut();
      if (result.kind === 'not-found') throw new CliError(`Return ${id} not found (404)`);
      if (result.kind === 'not-available') throw new CliError(`${result.message} (409)`);
      answer(ctx, result.points, () => relayPointsText(result.points, `the address of return ${id}`, STORES[ctx.options.storeId]));
    });
}

import { writeFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import type { Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { DOWNLOAD_BILL, DOWNLOAD_PURCHASE_ORDER, GET_BALANCE, GET_ORDER, LIST_ORDERS } from '../../src/adapters/container/checkout-tokens';
import type { DownloadDocumentResult } from '../../src/application/orders/download-documents';
import { STORES } from '../../src/domain/store/stores';
import { CliError, answer, type CommandContext } from '../cli-context';
import { signedOut, wholeId } from './accounts-output';
import { balanceText, orderSummariesText, orderText } from './checkout-output';

const orderId = wholeId('an order id');

/** `boutique orders list|show|bill|purchase-order`: the signed-in customer's order history and its PDFs. */
export function registerOrdersCommand(program: Command, context: () => CommandContext): void {
  const orders = program.command('orders').description('your orders: list, show, bill, purchase-order');

  orders
    .command('list')
    .description('orders in progress and finished, newest first')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_ORDERS).execute();
      if (result.kind === 'signed-out') return signedOut();
      const store = STORES[ctx.options.storeId];
      answer(ctx, { inProgress: result.inProgress, finished: result.finished }, () =>
        `${orderSummariesText('In progress', result.inProgress, store)}\n\n${orderSummariesText('Finished', result.finished, store)}`);
    });

  orders
    .command('show')
    .description('one order: lines, amounts, delivery, tracking, history')
    .argument('<orderId>', 'order id', orderId)
    .action(async (id: number) => {
      const ctx = context();
      const result = await resolve(ctx.container(), GET_ORDER).execute(id);
      if (result.kind === 'signed-out') return signedOut();
      if (result.kind === 'not-found') throw new CliError(`Order ${id} not found (404)`);
      answer(ctx, result.order, () => orderText(result.order, STORES[ctx.options.storeId]));
    });

  const download = (name: string, what: string, useCase: (ctx: CommandContext) => { execute(orderId: number): Promise<DownloadDocumentResult> }) =>
    orders
      .command(name)
      .description(`save the order’s ${what} (PDF)`)
      .argument('<orderId>', 'order id', orderId)
      .option('--out <file>', 'where to save it (the shop’s file name in the current directory by default)')
      .action(async (id: number, options: { out?: string }) => {
        const ctx = context();
        const result = await useCase(ctx).execute(id);
        if (result.kind === 'signed-out') return signedOut();
        if (result.kind === 'not-found') throw new CliError(`Order ${id} not found (404)`);
        if (result.kind === 'not-available') throw new CliError(`${result.message} (409)`);
        const path = resolvePath(options.out ?? result.document.fileName);
        await writeFile(path, result.document.bytes);
        answer(ctx, { file: path, fileName: result.document.fileName, bytes: result.document.bytes.length }, () => `Saved ${result.document.fileName} (${result.document.bytes.length} bytes) to ${path}`);
      });

  download('bill', 'bill', (ctx) => resolve(ctx.container(), DOWNLOAD_BILL));
  download('purchase-order', 'purchase order', (ctx) => resolve(ctx.container(), DOWNLOAD_PURCHASE_ORDER));

  program
    .command('vouchers')
    .description('your vouchers and credits: what is left of each, until when, and the balance they make')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), GET_BALANCE).execute();
      if (result.kind === 'signed-out') return signedOut();
      const { kind: _kind, ...balance } = result;
      answer(ctx, balance, () => balanceText(balance, STORES[ctx.options.storeId], new Date()));
    });
}

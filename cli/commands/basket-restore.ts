/** `boutique basket restore BASKET_ID`: what the reminder mail's link does (issue 38), for the signed-in customer of the profile. */
import type { Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { RESTORE_REMINDED_BASKET } from '../../src/adapters/container/reminders-tokens';
import { STORES } from '../../src/domain/store/stores';
import { CliError, type CommandContext } from '../cli-context';
import { signedOut, wholeId } from './accounts-output';
import { basketJson, basketText } from './basket-output';

export function registerBasketRestoreCommand(basket: Command, context: () => CommandContext): void {
  basket
    .command('restore')
    .description('put back the lines of a forgotten basket the shop reminded you of (the number in the mail’s link); signed in')
    .argument('<basketId>', 'the basket number of the reminder’s link (…/checkout/basket?restore=N)', wholeId('a basket number'))
    .action(async (basketId: number) => {
      const ctx = context();
      const result = await resolve(ctx.container(), RESTORE_REMINDED_BASKET).execute(basketId);
      if (result.kind === 'signed-out') return signedOut();
      if (result.kind === 'not-found') throw new CliError(`No reminder of yours for basket ${basketId} (404)`);
      ctx.output.out(ctx.options.json ? basketJson(result.basket, []) : `${result.added} line${result.added === 1 ? '' : 's'} put back in the basket.\n${basketText(result.basket, STORES[ctx.options.storeId])}`);
    });
}

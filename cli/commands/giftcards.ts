import type { Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { ACTIVATE_GIFTCARD } from '../../src/adapters/container/giftcards-tokens';
import type { GiftcardCodeProblem } from '../../src/domain/giftcards/giftcard';
import { STORES } from '../../src/domain/store/stores';
import { CliError, answer, type CommandContext } from '../cli-context';
import { signedOut } from './accounts-output';
import { moneyIn } from './basket-output';
import { balanceText } from './checkout-output';

const PROBLEMS: Record<GiftcardCodeProblem, string> = {
  required: 'Give the gift card code: `boutique giftcard activate CODE`.',
  length: 'A gift card code has 16 characters (letters and digits; spaces and dashes are ignored).',
  characters: 'A gift card code holds letters and digits only (spaces and dashes are ignored).',
};

/** `boutique giftcard activate CODE` (docs/returns-api.md "Gift cards"): the card's value joins the balance, once. */
export function registerGiftcardCommand(program: Command, context: () => CommandContext): void {
  const giftcard = program.command('giftcard').description('gift cards: activate one on your account');
  giftcard
    .command('activate')
    .argument('<code>', 'the 16-character code (any case; spaces and dashes are ignored)')
    .description('add a gift card’s value to your vouchers and credits (each code once; 5 refused codes in 15 minutes and you wait)')
    .action(async (code: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), ACTIVATE_GIFTCARD).execute(code);
      switch (result.kind) {
        case 'signed-out':
          return signedOut();
        case 'invalid':
          throw new CliError(PROBLEMS[result.problem]);
        case 'refused':
          throw new CliError(`${result.message} (${result.reason})`);
        case 'activated': {
          const store = STORES[ctx.options.storeId];
          answer(ctx, { credit: result.credit, balance: result.balance }, () =>
            `Gift card ${result.credit.origin ?? ''} activated: ${moneyIn(store)(result.credit.amount)} added.\n${balanceText(result.balance, store, new Date())}`);
        }
      }
    });
}

import { Option, type Command } from 'commander';
import { GET_PROFILE, LIST_ADDRESSES, LIST_CARDS, REMOVE_CARD, UPDATE_PROFILE } from '../../src/adapters/container/accounts-tokens';
import { resolve } from '../../src/adapters/container/bind';
import { CliError, type CommandContext, answer } from '../cli-context';
import { registerAccountAccessLogCommand } from './admin-audit';
import { registerPasskeyCommands } from './passkeys';
import { registerAccountRightsCommands } from './data-rights';
import { registerSecondFactorCommands } from './second-factor';
import { addressesText, cardsText, invalid, parseCivility, profileText, refused, signedOut, wholeId } from './accounts-output';

/** `account show|update|passkeys` and `card list|remove`: the signed-in customer's account screens. */
export function registerAccountCommands(program: Command, context: () => CommandContext): void {
  const account = program.command('account').description('the signed-in customer’s information: show, update, export, close; staff: second-factor');
  registerSecondFactorCommands(account, context);

  account
    .command('show')
    .description('profile and addresses')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), GET_PROFILE).execute();
      if (result.kind === 'signed-out') return signedOut();
      const addresses = await resolve(ctx.container(), LIST_ADDRESSES).execute();
      const book = addresses.kind === 'found' ? addresses.addresses : [];
      answer(ctx, { customer: result.customer, addresses: book }, () => `${profileText(result.customer)}\n\n${addressesText(book)}`);
    });

  account
    .command('update')
    .description('change civility, names, birthday or newsletter (the e-mail address stays)')
    .addOption(new Option('--civility <civility>', 'mr, mrs or other').argParser(parseCivility))
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .option('--birthday <date>', 'YYYY-MM-DD, or "none" to clear it')
    .option('--newsletter', 'subscribe to the newsletter')
    .option('--no-newsletter', 'unsubscribe from the newsletter')
    .action(async (options: { civility?: number; firstName?: string; lastName?: string; birthday?: string; newsletter?: boolean }) => {
      const ctx = context();
      const birthday = options.birthday === undefined ? undefined : options.birthday === 'none' ? null : options.birthday;
      const result = await resolve(ctx.container(), UPDATE_PROFILE).execute({ ...options, birthday });
      switch (result.kind) {
        case 'updated':
          return answer(ctx, result.customer, () => profileText(result.customer));
        case 'nothing-to-change':
          throw new CliError('Nothing to change: give --first-name, --last-name, --civility, --birthday or --[no-]newsletter.');
        case 'invalid':
          return invalid(result.key);
        case 'refused':
          return refused(result);
        case 'signed-out':
          return signedOut();
      }
    });

  registerAccountAccessLogCommand(account, context);
  registerPasskeyCommands(account, context);
  registerAccountRightsCommands(account, context);

  const card = program.command('card').description('saved payment cards: list, remove');

  card
    .command('list')
    .description('brand, last four digits, expiry')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_CARDS).execute();
      if (result.kind === 'signed-out') return signedOut();
      answer(ctx, result.cards, () => cardsText(result.cards));
    });

  card
    .command('remove')
    .description('forget a saved card')
    .argument('<cardId>', 'card id', wholeId('a card id'))
    .action(async (cardId: number) => {
      const ctx = context();
      const result = await resolve(ctx.container(), REMOVE_CARD).execute(cardId);
      if (result.kind === 'signed-out') return signedOut();
      if (result.kind === 'not-found') throw new CliError(`Card ${cardId} not found (404)`);
      answer(ctx, { removed: cardId }, () => `Card #${cardId} removed`);
    });
}

import type { Command } from 'commander';
import { CLEAR_RECENTLY_VIEWED, LOAD_RECENTLY_VIEWED } from '../../src/adapters/container/recently-tokens';
import { resolve } from '../../src/adapters/container/bind';
import { AUTH_TOKEN_STORE } from '../../src/application/ports/auth-token-store';
import { isSignedIn } from '../../src/application/auth/signed-in';
import { STORES } from '../../src/domain/store/stores';
import { CliError, type CommandContext } from '../cli-context';
import { priceText } from '../format/listing-text';
import { table } from '../format/table';
import { json, signedOut } from './accounts-output';

/**
 * `boutique recently [list]|clear` (issue 38): the signed-in customer's recently viewed products,
 * most recent first, as the store of the profile shows them; `clear` empties the list.
 */
export function registerRecentlyCommand(program: Command, context: () => CommandContext): void {
  const recently = program.command('recently').description('recently viewed products: list (default), clear (signed in)');

  recently
    .command('list', { isDefault: true })
    .description('the recently viewed products, most recent first')
    .action(async () => {
      const ctx = context();
      const container = ctx.container();
      if (!isSignedIn(resolve(container, AUTH_TOKEN_STORE))) return signedOut();
      const result = await resolve(container, LOAD_RECENTLY_VIEWED).execute();
      if (result.kind === 'failed') throw new CliError(result.message);
      if (result.where === 'browser') return signedOut();
      if (ctx.options.json) return ctx.output.out(json(result.products));
      const store = STORES[ctx.options.storeId];
      ctx.output.out(
        result.products.length === 0
          ? 'No recently viewed product yet.'
          : table(['ID', 'PRODUCT', 'BRAND', 'PRICE', 'PAGE'], result.products.map((card) => [String(card.id), card.name, card.brand, priceText(card, store), card.path])),
      );
    });

  recently
    .command('clear')
    .description('clear the recently viewed products')
    .action(async () => {
      const ctx = context();
      const container = ctx.container();
      if (!isSignedIn(resolve(container, AUTH_TOKEN_STORE))) return signedOut();
      const result = await resolve(container, CLEAR_RECENTLY_VIEWED).execute();
      if (result.kind === 'failed') throw new CliError(result.message);
      if (result.where === 'browser') return signedOut();
      if (ctx.options.json) return ctx.output.out(json({ kind: result.kind }));
      ctx.output.out('Recently viewed products cleared.');
    });
}

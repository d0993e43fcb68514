import type { Command } from 'commander';
import { LOAD_WISHLIST, TOGGLE_WISH } from '../../src/adapters/container/accounts-tokens';
import { resolve } from '../../src/adapters/container/bind';
import type { WishMode } from '../../src/application/wishlist/toggle-wish';
import { accountMessageFr } from '../../src/domain/accounts/account-messages';
import { CliError, type CommandContext, answer } from '../cli-context';
import { table } from '../format/table';
import { json, signedOut, wholeId } from './accounts-output';

/**
 * `boutique wishlist list|add|remove`: the favourites of the signed-in customer. Signed out, `add`
 * remembers the product (added at the next `login`) and says to sign in, like the connect modal.
 */
export function registerWishlistCommand(program: Command, context: () => CommandContext): void {
  const wishlist = program.command('wishlist').description('favourites: list, add, remove (signed in)');

  wishlist
    .command('list')
    .description('the favourite products')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), LOAD_WISHLIST).execute();
      if (result.kind === 'signed-out') return signedOut();
      if (result.kind === 'failed') throw new CliError(result.message);
      const wishes = result.wishlist.products;
      if (ctx.options.json) return ctx.output.out(json(wishes));
      ctx.output.out(wishes.length === 0 ? 'No favourite yet.' : table(['WISH', 'PRODUCT'], wishes.map((wish) => [String(wish.id), String(wish.product)])));
    });

  const change = (mode: Exclude<WishMode, 'toggle'>) => async (productId: number) => {
    const ctx = context();
    const result = await resolve(ctx.container(), TOGGLE_WISH).execute(productId, mode);
    const done = (text: string) => answer(ctx, { kind: result.kind, productId, favourites: 'wishlist' in result ? result.wishlist.productIds : undefined }, () => text);
    switch (result.kind) {
      case 'added':
        return done(`Product ${productId} added to the favourites (wish #${result.wish.id})`);
      case 'already-there':
        return done(`Product ${productId} is already a favourite`);
      case 'removed':
        return done(`Product ${productId} removed from the favourites`);
      case 'not-there':
        throw new CliError(`Product ${productId} is not a favourite`);
      case 'connect-required':
        // The connect modal of the site: the refusal on stderr, what happens next on stdout.
        if (!ctx.options.json) ctx.output.out(`Product ${productId} is kept: it joins the favourites at the next \`boutique login\`.`);
        throw new CliError(accountMessageFr('wishlist-connect'));
      case 'product-not-found':
        throw new CliError(`${result.message} (404)`);
      case 'failed':
        throw new CliError(result.message);
      case 'signed-out':
        return signedOut();
    }
  };

  wishlist.command('add').description('add a product to the favourites').argument('<productId>', 'product id', wholeId('a product id')).action(change('add'));
  wishlist.command('remove').description('remove a product from the favourites').argument('<productId>', 'product id', wholeId('a product id')).action(change('remove'));
}

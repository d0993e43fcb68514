import { registerBasketRestoreCommand } from './basket-restore';
import { InvalidArgumentError, type Command } from 'commander';
import { ADD_TO_BASKET, APPLY_PROMOTION, CLEAN_BASKET, CLEAR_PROMOTION, LOAD_BASKET, REMOVE_FROM_BASKET, SET_BASKET_QUANTITY } from '../../src/adapters/container/basket-tokens';
import { resolve } from '../../src/adapters/container/bind';
import { BASKET_REPOSITORY } from '../../src/application/ports/basket-repository';
import { CATALOGUE_API } from '../../src/application/ports/catalogue-api';
import type { RecalculationResult } from '../../src/application/basket/recalculate-basket';
import { MAX_LINE_QUANTITY, type Basket } from '../../src/domain/basket/basket';
import type { BasketNotice } from '../../src/domain/basket/basket-types';
import { PROMO_CODE_REQUIRED_MESSAGE_FR } from '../../src/domain/basket/promo-code';
import { STORES } from '../../src/domain/store/stores';
import { CliError, type CommandContext } from '../cli-context';
import { basketJson, basketText, lineNames, noticeText } from './basket-output';

const wholeNumber = (what: string, min: number, max: number) => (value: string): number => {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) throw new InvalidArgumentError(`${what} is a whole number from ${min} to ${max}.`);
  return number;
};

const productId = wholeNumber('a product id', 1, 2_147_483_647);
/** A size as `basket add` takes it: its id or its label, as `boutique product` lists them. */
const sizeOf = (value: string): string => {
  const text = value.trim();
  if (text === '' || text.length > 40) throw new InvalidArgumentError('a size is its id or its label (38, L), as `boutique product` lists them.');
  return text;
};
const addQuantity = wholeNumber('a quantity', 1, MAX_LINE_QUANTITY);
const setQuantity = wholeNumber('a quantity', 0, MAX_LINE_QUANTITY);

/**
 * `boutique basket …`: the basket of the profile (`--profile`), recalculated by the shop on every
 * change. Human output shows lines, promotion, totals, carrier and the free-shipping nudge; `--json`
 * the whole basket state. A refused promotion prints its message and exits 1.
 */
export function registerBasketCommand(program: Command, context: () => CommandContext): void {
  const basket = program
    .command('basket')
    .description('the basket kept in the profile: add, show, set, remove, promo, clear (priced by the shop on every change)');

  /** Prints the basket after a change, with what the recalculation changed; failures end the command. */
  const report = (ctx: CommandContext, before: Basket, result: RecalculationResult | { kind: 'loaded' | 'cleaned'; basket: Basket }, extra: { refused?: string } = {}) => {
    if (result.kind === 'recalculation-failed') throw result.error;
    const notices: BasketNotice[] = 'notices' in result ? result.notices : [];
    const store = STORES[ctx.options.storeId];
    if (ctx.options.json) ctx.output.out(basketJson(result.basket, notices));
    else {
      const names = lineNames(before, result.basket);
      const shown = notices.filter((notice) => notice.kind !== 'promotion-refused' || extra.refused === undefined);
      if (shown.length > 0) ctx.output.out(shown.map((notice) => noticeText(notice, names)).join('\n'));
      ctx.output.out(basketText(result.basket, store));
    }
    if (extra.refused !== undefined) throw new CliError(extra.refused);
  };

  const current = (ctx: CommandContext) => resolve(ctx.container(), BASKET_REPOSITORY).load();
  registerBasketRestoreCommand(basket, context);

  basket
    .command('add')
    .description('add a product in a size (the same size again adds to its line)')
    .argument('<productId>', 'product id', productId)
    .argument('<size>', 'size id (productSizeId) or size as listed by `boutique product` (38, L)', sizeOf)
    .option('--qty <n>', `how many to add (1 to ${MAX_LINE_QUANTITY})`, addQuantity, 1)
    .action(async (product: number, size: string, options: { qty: number }) => {
      const ctx = context();
      const before = current(ctx);
      const result = await resolve(ctx.container(), ADD_TO_BASKET).execute({ productId: product, sizeId: size, quantity: options.qty });
      switch (result.kind) {
        case 'product-not-found':
          throw new CliError(`Product ${product} not found (404)`);
        case 'outlet-only':
          throw new CliError(`Product ${product} is sold in the outlet only: ${result.message} (403)`);
        case 'size-not-found':
          throw new CliError(`Size ${size} is not a size of product ${product}; its sizes: ${result.sizes.join(', ')}`);
        case 'size-unavailable':
          throw new CliError(`Size ${result.size} of product ${product} is sold out`);
        case 'invalid-quantity':
          throw new CliError(`a quantity is a whole number from 1 to ${MAX_LINE_QUANTITY}.`);
        default:
          return report(ctx, before, result);
      }
    });

  basket
    .command('show')
    .description('show the basket, priced again by the shop (prices and stock may have changed)')
    .action(async () => {
      const ctx = context();
      const before = current(ctx);
      report(ctx, before, await resolve(ctx.container(), LOAD_BASKET).execute({ recalculate: true }));
    });

  basket
    .command('set')
    .description('set the quantity of a line (0 removes it)')
    .argument('<productId>', 'product id', productId)
    .argument('<size>', 'size id or size as the basket shows it (38, L)', sizeOf)
    .argument('<qty>', `quantity (0 to ${MAX_LINE_QUANTITY})`, setQuantity)
    .action(async (product: number, size: string, quantity: number) => {
      const ctx = context();
      const before = current(ctx);
      const result = await resolve(ctx.container(), SET_BASKET_QUANTITY).execute({ productId: product, sizeId: size, quantity });
      if (result.kind === 'line-not-found') throw new CliError(`Product ${product} in size ${size} is not in the basket`);
      if (result.kind === 'invalid-quantity') throw new CliError(`a quantity is a whole number from 0 to ${MAX_LINE_QUANTITY}.`);
      report(ctx, before, result);
    });

  basket
    .command('remove')
    .description('remove a line')
    .argument('<productId>', 'product id', productId)
    .argument('<size>', 'size id or size as the basket shows it (38, L)', sizeOf)
    .action(async (product: number, size: string) => {
      const ctx = context();
      const before = current(ctx);
      const result = await resolve(ctx.container(), REMOVE_FROM_BASKET).execute({ productId: product, sizeId: size });
      if (result.kind === 'line-not-found') throw new CliError(`Product ${product} in size ${size} is not in the basket`);
      report(ctx, before, result);
    });

  basket
    .command('promo')
    .description('apply a promo code (a refused code prints why and exits 1), or --clear it')
    .argument('[code]', 'promo code (case does not matter)')
    .option('--clear', 'remove the promo code', false)
    .action(async (code: string | undefined, options: { clear: boolean }) => {
      const ctx = context();
      const before = current(ctx);
      if (options.clear) return report(ctx, before, await resolve(ctx.container(), CLEAR_PROMOTION).execute());
      const result = await resolve(ctx.container(), APPLY_PROMOTION).execute(code ?? '');
      switch (result.kind) {
        case 'promo-code-required':
          throw new CliError(await promoCodeRequired(ctx));
        case 'empty-basket':
          throw new CliError('the basket is empty: add an article before a promo code');
        case 'promotion-applied':
          return report(ctx, before, { kind: 'updated', basket: result.basket, notices: result.notices });
        case 'promotion-refused':
          return report(ctx, before, { kind: 'updated', basket: result.basket, notices: result.notices }, { refused: result.message || `promo code ${result.code} refused` });
        default:
          return report(ctx, before, result);
      }
    });

  basket
    .command('clear')
    .description('empty the basket (lines, promotion, carrier, vouchers and credits)')
    .action(async () => {
      const ctx = context();
      const before = current(ctx);
      report(ctx, before, await resolve(ctx.container(), CLEAN_BASKET).execute());
    });

  for (const command of basket.commands) command.exitOverride().configureOutput(program.configureOutput());
}

/** SPEC §5 'Veuillez renseigner un code promo', in the store's language from the shop's translations. */
async function promoCodeRequired(ctx: CommandContext): Promise<string> {
  try {
    const translations = await resolve(ctx.container(), CATALOGUE_API).translations();
    const text = translations['basket.promotion.empty'];
    if (typeof text === 'string' && text !== '') return text;
  } catch {
    // The shop cannot be reached: the wording SPEC §5 fixes will do.
  }
  return PROMO_CODE_REQUIRED_MESSAGE_FR;
}

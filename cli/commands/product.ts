import { InvalidArgumentError, type Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { GET_PRODUCT } from '../../src/adapters/container/catalogue-tokens';
import { STORES } from '../../src/domain/store/stores';
import { CliError, type CommandContext } from '../cli-context';
import { productText } from '../format/product-text';
import { fitText } from '../format/fit-text';

export function parseProductId(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) <= 0 || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError('a product id is a positive whole number.');
  }
  return Number(value);
}

export function registerProductCommand(program: Command, context: () => CommandContext): void {
  program
    .command('product')
    .description('show a product as the store sells it: name, brand, category, price, sizes with stock, the colours of its model')
    .argument('<id>', 'product id', parseProductId)
    .action(async (id: number) => {
      const { container, options, output } = context();
      const result = await resolve(container(), GET_PRODUCT).execute(id);
      if (result.kind === 'not-found') throw new CliError(`Product ${id} not found (404)`);
      if (options.json) return output.out(JSON.stringify(result.product, null, 2));
      output.out(productText(result.product, STORES[options.storeId]));
      output.out(fitText(result.product));
    });
}

import type { Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { LIST_STORES } from '../../src/adapters/container/catalogue-tokens';
import type { CommandContext } from '../cli-context';
import { table } from '../format/table';

export function registerStoresCommand(program: Command, context: () => CommandContext): void {
  program
    .command('stores')
    .description('list the country stores (id, country, language, name, search index)')
    .action(() => {
      const { container, options, output } = context();
      const stores = resolve(container(), LIST_STORES).execute();
      if (options.json) return output.out(JSON.stringify(stores, null, 2));
      output.out(
        table(
          ['ID', 'COUNTRY', 'LANGUAGE', 'NAME', 'INDEX'],
          stores.map((store) => [store.id, store.countryCode, store.localeIso, store.displayName, store.productIndex]),
        ),
      );
    });
}

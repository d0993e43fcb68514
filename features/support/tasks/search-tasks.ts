import type { StoreId } from '../../../src/domain/store/stores';
import type { Question, Task } from '../actor';
import { UseTheCli } from '../use-the-cli';
import { TheLastCommand } from './cli-tasks';

interface SearchOptions {
  filters?: string[];
  sort?: string;
}

/** `boutique search` in a store, with filters and a sort when asked. */
export const SearchTheCatalogue = {
  for: (words: string, options: SearchOptions = {}) => ({
    in:
      (storeId: StoreId): Task =>
      async (actor) => {
        const args = ['--store', storeId, 'search', words, ...(options.filters ?? []).flatMap((filter) => ['--filter', filter])];
        if (options.sort) args.push('--sort', options.sort);
        await actor.abilityTo(UseTheCli).run(...args);
      },
  }),
};

export interface ListedProduct {
  id: number;
  name: string;
  brand: string;
  price: string;
}

/** The count on the first line of the last search: "125 products for "sweat" in France …". */
export const TheNumberOfProductsFound: Question<number> = (actor) => {
  const match = /^(\d+) products? /.exec(TheLastCommand(actor).stdout);
  if (!match) throw new Error(`No count in: ${TheLastCommand(actor).stdout.split('\n')[0]}`);
  return Number(match[1]);
};

/** The rows of the product table of the last search. */
export const TheProductsListed: Question<ListedProduct[]> = (actor) => {
  const lines = TheLastCommand(actor).stdout.split('\n');
  const header = lines.findIndex((line) => /^ID\s+PRODUCT\s+BRAND\s+PRICE$/.test(line));
  if (header === -1) return [];
  const rows: ListedProduct[] = [];
  for (const line of lines.slice(header + 1)) {
    if (!/^\d+\s/.test(line)) break;
    const [id, name, brand, price] = line.split(/\s{2,}/);
    rows.push({ id: Number(id), name, brand, price });
  }
  return rows;
};

/** "value (count)" pairs of a facet line of the last search, e.g. Brand. */
export const TheFacet =
  (label: string): Question<Map<string, number>> =>
  (actor) => {
    const line = TheLastCommand(actor).stdout.split('\n').find((candidate) => candidate.startsWith(`  ${label} `));
    const values = new Map<string, number>();
    for (const entry of (line ?? '').slice(label.length + 2).trim().split(', ')) {
      const match = /^(.+) \((\d+)\)$/.exec(entry);
      if (match) values.set(match[1], Number(match[2]));
    }
    return values;
  };

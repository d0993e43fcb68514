import { InvalidArgumentError, Option, type Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { SEARCH_PRODUCTS } from '../../src/adapters/container/search-tokens';
import { LISTING_PAGE_SIZES, LISTING_SORTS, type ListingPageSize, type ListingSort } from '../../src/domain/search/listing-query';
import { STORES } from '../../src/domain/store/stores';
import { CliError, type CommandContext } from '../cli-context';
import { listingJson, listingProblemText, listingText } from '../format/listing-text';
import { collectFilter, listingFilters, type FilterOption } from './search-filters';

export function parsePage(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError('a page is a whole number from 1.');
  }
  return Number(value);
}

function parsePageSize(value: string): ListingPageSize {
  const size = Number(value);
  if (!(LISTING_PAGE_SIZES as readonly number[]).includes(size)) throw new InvalidArgumentError(`allowed page sizes: ${LISTING_PAGE_SIZES.join(', ')}.`);
  return size as ListingPageSize;
}

interface SearchOptions {
  filter?: FilterOption[];
  sort?: ListingSort;
  page: number;
  perPage: ListingPageSize;
}

export function registerSearchCommand(program: Command, context: () => CommandContext): void {
  program
    .command('search')
    .description('search the catalogue of the store: products with their price here, total count and facets')
    .argument('[query...]', 'words to search (none: every product shown in listings)')
    .addOption(new Option('--filter <facet=value>', 'filter, repeatable: category, brand, artist, size, color, material, gender, range, price=MIN~MAX, promotion=MIN~MAX, label=eco|exclusive').argParser(collectFilter))
    .addOption(new Option('--sort <order>', 'sort order (default: relevance)').choices(LISTING_SORTS))
    .addOption(new Option('--page <n>', 'page number').default(1).argParser(parsePage))
    .addOption(new Option('--per-page <n>', 'products per page').default(48).argParser(parsePageSize))
    .action(async (words: string[], command: SearchOptions) => {
      const { container, options, output } = context();
      const query = words.join(' ').trim();
      const result = await resolve(container(), SEARCH_PRODUCTS).execute({
        kind: query ? 'search' : 'category',
        query,
        filters: listingFilters(command.filter ?? []),
        sort: command.sort,
        page: command.page,
        hitsPerPage: command.perPage,
      });
      if (result.kind === 'invalid') throw new CliError(listingProblemText(result.problem));
      const store = STORES[options.storeId];
      if (options.json) {
        const { listing, cards } = result;
        return output.out(JSON.stringify({
          store: store.id,
          ...listingJson(result.query, listing, cards, store),
          page: listing.page,
        }, null, 2));
      }
      output.out(listingText(result.query, result.listing, result.cards, store));
    });
}

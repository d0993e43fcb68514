import { InvalidArgumentError, Option, type Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { LOAD_LISTING_PAGE } from '../../src/adapters/container/listing-tokens';
import type { LoadListingPageResult } from '../../src/application/listing/load-listing-page';
import { FACET_SEPARATORS, isValueFacet } from '../../src/domain/listing/listing-facets';
import { activeFacets } from '../../src/domain/listing/listing-state';
import { LISTING_PARAMS, formatListingQuery, type ListingUrlProblem } from '../../src/domain/listing/listing-url';
import { LISTING_PAGE_SIZES, LISTING_SORTS } from '../../src/domain/search/listing-query';
import type { ListingProblem } from '../../src/domain/search/listing-validation';
import { LOCALES } from '../../src/domain/store/locales';
import { localizedPath, stripLocalePrefix } from '../../src/domain/store/locale-path';
import { STORES, storeForLocale, type StoreId } from '../../src/domain/store/stores';
import { CliError, type CommandContext, type CreateContainer } from '../cli-context';
import { listingJson, listingProblemText, listingText } from '../format/listing-text';
import { parsePage } from './search';
import { collectFilter, type FilterOption } from './search-filters';

/** The URL parameter each `--filter` name feeds (SPEC §9 grammar, src/domain/listing/listing-url.ts). */
const FILTER_PARAMS: Record<string, string> = {
  category: LISTING_PARAMS.categories,
  brand: LISTING_PARAMS.brands,
  artist: LISTING_PARAMS.artists,
  size: LISTING_PARAMS.sizes,
  color: LISTING_PARAMS.colors,
  colour: LISTING_PARAMS.colors,
  material: LISTING_PARAMS.materials,
  gender: LISTING_PARAMS.genders,
  range: LISTING_PARAMS.ranges,
  price: LISTING_PARAMS.price,
  promotion: LISTING_PARAMS.promotion,
};

interface ListingOptions {
  filter?: FilterOption[];
  sort?: string;
  page?: number;
  perPage?: string;
}

/** A path, or a whole shop URL, split into its locale, store-relative path and query. */
export function splitListingPath(input: string): { locale: ReturnType<typeof stripLocalePrefix>['locale']; prefixed: boolean; path: string; search: URLSearchParams } {
  let text = input.trim();
  if (/^https?:\/\//i.test(text)) {
    const url = new URL(text);
    text = `${url.pathname}${url.search}`;
  }
  const stripped = stripLocalePrefix(text.split('#')[0]);
  const [path, search = ''] = stripped.path.split(/\?(.*)/s);
  return { locale: stripped.locale, prefixed: stripped.prefixed, path, search: new URLSearchParams(search) };
}

/** The command's flags added to the path's own query: list facets add values, single values replace. */
export function withFlags(search: URLSearchParams, options: ListingOptions): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const { facet, values } of options.filter ?? []) {
    if (facet === 'label') {
      for (const label of values) params.set(label === 'eco' ? LISTING_PARAMS.eco : LISTING_PARAMS.exclusive, '1');
      continue;
    }
    const name = FILTER_PARAMS[facet];
    if (name === LISTING_PARAMS.price || name === LISTING_PARAMS.promotion) params.set(name, values[0]);
    else {
      const separator = isValueFacet(name) ? FACET_SEPARATORS[name] : '~';
      params.append(name, values.join(separator));
    }
  }
  if (options.sort) params.set(LISTING_PARAMS.sort, options.sort);
  if (options.perPage) params.set(LISTING_PARAMS.hitsPerPage, options.perPage);
  if (options.page !== undefined) {
    if (options.page > 1) params.set(LISTING_PARAMS.page, String(options.page));
    else params.delete(LISTING_PARAMS.page);
  }
  return params;
}

function problemText(problem: ListingUrlProblem | ListingProblem): string {
  switch (problem.kind) {
    case 'invalid-page':
      return `page '${problem.value}' is not a whole number from 1`;
    case 'invalid-page-size':
      return `page size '${problem.value}' is not one of ${LISTING_PAGE_SIZES.join(', ')}`;
    case 'invalid-sort':
      return `this listing cannot be sorted by '${problem.value}'`;
    case 'invalid-filter-value':
      return `invalid ${problem.facet} value '${problem.value}': use letters, digits, spaces and ~ ' # . - / only`;
    case 'invalid-range':
      return `invalid ${problem.facet} range${'value' in problem ? ` '${problem.value}'` : ''}: MIN~MAX, MIN~ or ~MAX, minimum first`;
    default:
      return listingProblemText(problem);
  }
}

function failure(result: Exclude<LoadListingPageResult, { kind: 'found' }>, shown: (path: string) => string): never {
  switch (result.kind) {
    case 'not-found':
      throw new CliError(`Page ${shown(result.path)} not found (404)`);
    case 'not-a-listing':
      throw new CliError(`${shown(result.path)} is a ${result.pageInfo.type} page, not a listing`);
    case 'invalid-url':
      throw new CliError(`Page not found (404): ${problemText(result.problem)}`);
    case 'redirected-away':
      throw new CliError(`The shop redirects to ${result.target}, outside the listings`);
  }
}

/**
 * `boutique listing <path>`: what the listing page at that path shows, for any listing kind and
 * language (`/es/rebajas`, `/marques/nordvik`, `/search/sweat`, `/c-banksy-3?sizes=M`). The path's
 * locale prefix picks the store; `--filter`, `--sort`, `--page` add to its query.
 */
export function registerListingCommand(program: Command, context: () => CommandContext, createContainer: CreateContainer): void {
  program
    .command('listing')
    .description('what a listing page shows: count, facets, products with their price (any listing kind and language)')
    .argument('<path>', 'page path or URL, with its locale prefix and query, e.g. /es/rebajas?brands=nordvik')
    .addOption(new Option('--filter <facet=value>', 'filter, repeatable: category, brand, artist, size, color, material, gender, range, price=MIN~MAX, promotion=MIN~MAX, label=eco|exclusive').argParser(collectFilter))
    .addOption(new Option('--sort <order>', 'sort order (default: the listing\'s own)').choices(LISTING_SORTS))
    .addOption(new Option('--page <n>', 'page number').argParser(parsePage))
    .addOption(new Option('--per-page <n>', 'products per page').choices(LISTING_PAGE_SIZES.map(String)))
    .action(async (input: string, options: ListingOptions) => {
      const { options: global, output } = context();
      let target: ReturnType<typeof splitListingPath>;
      try {
        target = splitListingPath(input);
      } catch {
        throw new InvalidArgumentError(`'${input}' is neither a path nor a shop URL.`);
      }
      const storeSet = program.getOptionValueSource('store') !== 'default';
      const pathStore = storeForLocale(target.locale).id;
      if (target.prefixed && storeSet && global.storeId !== pathStore) {
        throw new CliError(`${input} is a page of ${pathStore}, not of ${global.storeId}: drop --store or the /${target.locale} prefix`);
      }
      const storeId: StoreId = target.prefixed || !storeSet ? pathStore : global.storeId;
      const store = STORES[storeId];
      const search = withFlags(target.search, options).toString();
      const relative = `${target.path}${search ? `?${search}` : ''}`;
      const base = `${global.api}${LOCALES[store.locale].prefix}`;
      const container = storeId === global.storeId
        ? context().container()
        : createContainer({ api: global.api, storeId, profilePath: global.profilePath });
      const result = await resolve(container, LOAD_LISTING_PAGE).execute({ path: relative, url: `${base}${relative}`, baseUrl: base });
      const shown = (path: string) => localizedPath(store.locale, path);
      if (result.kind !== 'found') failure(result, shown);

      const href = shown(`${result.path}${formatListingQuery(result.state)}`);
      if (global.json) {
        const { listing, cards, state, pageInfo } = result;
        return output.out(JSON.stringify({
          store: store.id,
          path: href,
          page: { type: pageInfo.type, listingType: state.type, id: pageInfo.id ?? null, title: pageInfo.title },
          base: result.base,
          state,
          ...listingJson(result.query, listing, cards, store),
          pageNumber: listing.page,
        }, null, 2));
      }
      const name = result.pageInfo.breadcrumb.at(-1)?.name ?? result.pageInfo.title;
      const facets = activeFacets(result.state);
      output.out([
        `${name} — ${result.state.type} listing at ${href}`,
        `Sort: ${result.state.sort}${facets.length > 0 ? ` · filtered on ${facets.join(', ')}` : ''}`,
        listingText(result.query, result.listing, result.cards, store),
      ].join('\n'));
    });
}

/**
 * `boutique admin product list …` and `admin product edit KEY …` (issue 39, role merchandiser or
 * admin): the back office's product list and editor from a terminal, through the same use cases.
 * `list` filters, sorts and pages in the shop (`--stock low`, `--status draft`, `--sort price
 * --dir desc`); `edit` changes names and descriptions per language and the labels, and with
 * `--if-version N` (the version `product show` prints) only while nobody else changed the product
 * meanwhile: refused (409) otherwise.
 */
import type { Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { EDIT_MERCHANDISE_PRODUCT, LIST_MERCHANDISE_PRODUCTS } from '../../src/adapters/container/merchandise-tokens';
import type { ProductListResult, TypedListQuery } from '../../src/application/merchandise/product-catalogue';
import type { ProductResult, Invalid } from '../../src/application/merchandise/merchandise-product';
import { LIST_STATUSES, PRODUCT_SORTS, STOCK_CLASSES, type ProductListPage } from '../../src/domain/catalogue/admin-product-list';
import type { ProductEdit } from '../../src/domain/catalogue/merchandise-product';
import { LOCALE_CODES, isLocaleCode } from '../../src/domain/store/locales';
import { CliError, answer, type CommandContext } from '../cli-context';
import { table } from '../format/table';

type Shown = (ctx: CommandContext, said: string, result: ProductResult | Invalid, key: string) => void;
type Failed = (result: Exclude<ProductListResult, { kind: 'found' }> | Invalid) => never;

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function productListText(page: ProductListPage, query: TypedListQuery): string {
  const pageNumber = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 25);
  const pages = Math.max(1, Math.ceil(page.total / pageSize));
  const head = `${page.total} product${page.total === 1 ? '' : 's'}, page ${pageNumber} of ${pages}`;
  if (page.items.length === 0) return `${head}: none here.`;
  return `${head}\n${table(['KEY', 'NAME', 'BRAND', 'STATUS', 'STOCK', 'PRICE FR', 'VERSION'], page.items.map((item) => [
    item.key, item.name, item.brand, item.status, `${item.stock} (${item.stockClass})`, item.price === null ? '-' : item.price.toFixed(2), String(item.version),
  ]))}`;
}

/** `fr=Sweat du port` → the language and the text; a language the shop has not is refused. */
function byLanguage(option: string, typed: string[]): [string, string][] {
  return typed.map((entry) => {
    const at = entry.indexOf('=');
    const locale = at < 0 ? '' : entry.slice(0, at).trim().toLowerCase();
    if (!isLocaleCode(locale)) throw new CliError(`--${option} ${JSON.stringify(entry)}: write LANG=TEXT, LANG one of ${LOCALE_CODES.join(', ')}`);
    return [locale, entry.slice(at + 1)];
  });
}

export function registerProductListAndEdit(product: Command, context: () => CommandContext, shown: Shown, failed: Failed): void {
  product
    .command('list')
    .description('the catalogue as the back office lists it: search, filter, sort and page, in the shop')
    .option('-q, --query <text>', 'part of the key, the model key or the name, or a SKU')
    .option('--brand <slug>', 'a brand’s key (its slug: riviera-club)')
    .option('--category <key>', 'a category’s key: it and the categories under it')
    .option('--stock <class>', `${STOCK_CLASSES.join(', ')} (low: a size down to 2 or less)`)
    .option('--status <status>', `${LIST_STATUSES.join(', ')} (draft: its publication window opens later)`)
    .option('--sort <by>', `${PRODUCT_SORTS.join(', ')} (default created, newest first)`)
    .option('--dir <dir>', 'asc or desc')
    .option('--page <n>', 'from 1')
    .option('--page-size <n>', '1 to 100 (default 25)')
    .action(async (options: { query?: string; brand?: string; category?: string; stock?: string; status?: string; sort?: string; dir?: string; page?: string; pageSize?: string }) => {
      const ctx = context();
      const { query: q, pageSize, ...rest } = options;
      const query: TypedListQuery = { ...rest, ...(q === undefined ? {} : { q }), ...(pageSize === undefined ? {} : { pageSize }) };
      const result = await resolve(ctx.container(), LIST_MERCHANDISE_PRODUCTS).execute(query);
      if (result.kind !== 'found') return failed(result);
      answer(ctx, result.page, () => productListText(result.page, query));
    });

  product
    .command('edit')
    .description('change names and descriptions per language and the labels; --if-version N: only if nobody changed it since')
    .argument('<key>', 'the product’s key')
    .option('--name <lang=text>', 'a name in a language (fr=…); repeat for more', collect)
    .option('--description <lang=text>', 'a description in a language (en=…); repeat for more', collect)
    .option('--label <label>', 'promo, flash_sale, top_sale, new, or none')
    .option('--market-labels <labels>', 'eco_friendly,exclusivity, or none')
    .option('--if-version <n>', 'the version `admin product show` printed: refused (409) if someone else changed the product since')
    .action(async (key: string, options: { name?: string[]; description?: string[]; label?: string; marketLabels?: string; ifVersion?: string }) => {
      const ctx = context();
      const texts: NonNullable<ProductEdit['texts']> = {};
      for (const [locale, name] of byLanguage('name', options.name ?? [])) texts[locale as keyof typeof texts] = { ...texts[locale as keyof typeof texts], name };
      for (const [locale, description] of byLanguage('description', options.description ?? [])) texts[locale as keyof typeof texts] = { ...texts[locale as keyof typeof texts], description };
      const version = options.ifVersion === undefined ? undefined : Number(options.ifVersion);
      if (version !== undefined && !/^\d{1,9}$/.test(options.ifVersion!.trim())) throw new CliError(`--if-version ${JSON.stringify(options.ifVersion)} is not a version (a whole number)`);
      const result = await resolve(ctx.container(), EDIT_MERCHANDISE_PRODUCT).execute({ key, texts, label: options.label, marketLabels: options.marketLabels, version });
      shown(ctx, `Product ${key} changed (version ${result.kind === 'done' ? result.product.version : '?'}).`, result, key);
    });
}

/**
 * `boutique admin product …`, `admin stock import` and `admin price import` (issue 32, role
 * merchandiser or admin): one product's day-to-day changes by the merchant's key, and the daily
 * feeds of a warehouse or an ERP (docs/catalogue-format.md "Daily feeds"). A refused feed lists
 * each of its problems on stderr, then fails; nothing of it was written.
 */
import { readFile } from 'node:fs/promises';
import { basename, resolve as resolvePath } from 'node:path';
import type { Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import {
  ADD_PRODUCT_PICTURE, CHANGE_PRODUCT_STOCK, IMPORT_DAILY_FEED, MARK_OUTLET_ONLY, ORDER_PRODUCT_PICTURES, REMOVE_PRODUCT_PICTURE, SET_PRODUCT_PRICE,
  SET_PRODUCT_STATUS, SHOW_MERCHANDISE_PRODUCT,
} from '../../src/adapters/container/merchandise-tokens';
import type { Invalid, ProductResult } from '../../src/application/merchandise/merchandise-product';
import type { FeedKind } from '../../src/application/ports/merchandise-api';
import type { MerchandiseProduct } from '../../src/domain/catalogue/merchandise-product';
import { CliError, answer, type CommandContext } from '../cli-context';
import { adminFailed, type AdminFailure } from './admin-output';
import { feedCountsText, merchandiseProductText, stockChangedText } from './merchandise-output';
import { registerProductListAndEdit } from './admin-products';

function failed(result: AdminFailure | Invalid, notFound: string): never {
  if (result.kind === 'invalid') throw new CliError(result.message);
  return adminFailed(result, notFound, 'merchandiser');
}

const productNotFound = (key: string) => `Product ${key} not found`;

export function registerAdminMerchandiseCommands(admin: Command, context: () => CommandContext): void {
  const product = admin.command('product').description('the catalogue (list) and one product by the merchant’s key: show, edit, price, stock, publish, archive, outlet, picture (role merchandiser)');
  const shown = (ctx: CommandContext, said: string, result: ProductResult | Invalid, key: string) => {
    if (result.kind !== 'done') return failed(result, productNotFound(key));
    answer(ctx, result.product, () => `${said}\n\n${merchandiseProductText(result.product)}`.trimStart());
  };

  product
    .command('show')
    .description('every store’s price, sizes with SKU, GTIN and stock, status, publication window, outlet flag, names')
    .argument('<key>', 'the product’s key (in the demo its reference, RIV-SN-1002) or the shop’s number (1002)')
    .action(async (key: string) => {
      const ctx = context();
      shown(ctx, '', await resolve(ctx.container(), SHOW_MERCHANDISE_PRODUCT).execute(key), key);
    });

  product
    .command('price')
    .description('set the price in a store country (fr, es, it, be, de, ie), in euros: 24.90')
    .argument('<key>', 'the product’s key')
    .argument('<country>', 'fr, es, it, be, de or ie')
    .argument('<price>', 'euros with a point: 24.90')
    .option('--original <price>', 'the crossed-out price, above the price (left out: none)')
    .action(async (key: string, country: string, price: string, options: { original?: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), SET_PRODUCT_PRICE).execute({ key, country, price, originalPrice: options.original });
      const named = (done: MerchandiseProduct) => done.prices.find((entry) => entry.country === country.trim().toLowerCase());
      if (result.kind !== 'done') return failed(result, productNotFound(key));
      const set = named(result.product);
      shown(ctx, `Price of ${key} in ${set?.country ?? country}: ${set?.price.toFixed(2)}${set?.originalPrice ? ` (was ${set.originalPrice.toFixed(2)})` : ''}`, result, key);
    });

  product
    .command('stock')
    .description('set a size’s stock (12) or move it (+3, -1; never below 0); a size back in stock mails its alerts')
    .argument('<key>', 'the product’s key')
    .argument('<sku>', 'the size’s SKU (see `admin product show`)')
    .argument('<value>', '12, +3 or -1')
    .action(async (key: string, sku: string, value: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), CHANGE_PRODUCT_STOCK).execute({ key, sku, value });
      if (result.kind !== 'done') return failed(result, `Product ${key} or its size ${sku} not found`);
      answer(ctx, result.change, () => stockChangedText(result.change));
    });

  for (const [verb, status, said] of [['publish', 'published', 'on sale (within its publication window)'], ['archive', 'archived', 'off sale: hidden from listings, search and pages, kept for orders']] as const) {
    product
      .command(verb)
      .description(`${verb} the product: ${said}`)
      .argument('<key>', 'the product’s key')
      .action(async (key: string) => {
        const ctx = context();
        shown(ctx, `Product ${key} ${status}: ${said}.`, await resolve(ctx.container(), SET_PRODUCT_STATUS).execute(key, status), key);
      });
  }

  product
    .command('outlet')
    .description('sell the product only in the outlet (on), or everywhere again (off)')
    .argument('<key>', 'the product’s key')
    .argument('<on|off>', 'on or off')
    .action(async (key: string, flag: string) => {
      const ctx = context();
      const value = ({ on: true, off: false, yes: true, no: false } as Record<string, boolean>)[flag.trim().toLowerCase()];
      if (value === undefined) throw new CliError(`"${flag}" is not on or off`);
      shown(ctx, `Product ${key} ${value ? 'sold only in the outlet' : 'sold everywhere'}.`, await resolve(ctx.container(), MARK_OUTLET_ONLY).execute(key, value), key);
    });

  registerPictures(product, context, shown);
  registerProductListAndEdit(product, context, shown, (result) => failed(result, 'The shop has no product list: is it an older version?'));

  registerFeed(admin, context, 'stock', 'stock', 'a stock feed: sku,stock with 12, +3 or -1 (docs/catalogue-format.md)');
  registerFeed(admin, context, 'price', 'prices', 'a price feed: product_key (or sku),country,price[,original_price] (docs/catalogue-format.md)');
}

function registerFeed(admin: Command, context: () => CommandContext, name: string, kind: FeedKind, what: string): void {
  admin
    .command(name)
    .description(`the daily ${name} feed (role merchandiser)`)
    .command('import')
    .description(`import ${what}; every line is checked first, nothing is written while one is wrong`)
    .argument('<file>', `the CSV file (UTF-8, a header row), or - for stdin`)
    .action(async (file: string) => {
      const ctx = context();
      const fileName = file === '-' ? `${kind}.csv` : basename(file);
      const csv = file === '-'
        ? (await ctx.stdinLines()).map((line) => `${line}\n`).join('')
        : await readFile(resolvePath(file), 'utf8').catch((error: NodeJS.ErrnoException) => {
          throw new CliError(error.code === 'ENOENT' ? `${file} does not exist` : `Cannot read ${file}: ${error.message}`);
        });
      const result = await resolve(ctx.container(), IMPORT_DAILY_FEED).execute(kind, csv, fileName);
      if (result.kind === 'refused' && result.code === 400) {
        // The shop's message: a summary, then one located problem a line.
        const [summary, ...problems] = result.message.split('\n');
        if (problems.length > 0) ctx.output.err(problems.join('\n'));
        throw new CliError(`${summary} (400)`);
      }
      if (result.kind !== 'imported') return failed(result, 'The shop has no feed route: is it an older version?');
      answer(ctx, result.counts, () => feedCountsText(fileName, result.counts));
    });
}

type Shown = (ctx: CommandContext, said: string, result: ProductResult | Invalid, key: string) => void;

/** The bytes of a photo on disk, or a plain reason it cannot be read. */
async function photoFile(file: string): Promise<{ name: string; bytes: Uint8Array<ArrayBuffer> }> {
  const bytes = await readFile(resolvePath(file)).catch((error: NodeJS.ErrnoException) => {
    throw new CliError(error.code === 'ENOENT' ? `${file} does not exist` : error.code === 'EISDIR' ? `${file} is a folder, not a photo` : `Cannot read ${file}: ${error.message}`);
  });
  return { name: basename(file), bytes: new Uint8Array(bytes) };
}

/** `admin product picture add|remove|order`: a product's photos, by position (1 is the main picture). */
function registerPictures(product: Command, context: () => CommandContext, shown: Shown): void {
  const picture = product.command('picture').description('the product’s photos: add, remove, order (1 is the main picture; see `admin product show`)');

  picture
    .command('add')
    .description('add photos (JPEG, PNG, WebP or AVIF; at most 25 MB and 50 megapixels each), last or from a position; a refused file is named, and it and the files after it are not added')
    .argument('<key>', 'the product’s key')
    .argument('<files...>', 'the photo files, in the order they go')
    .option('--at <position>', 'where the first goes (1: the main picture); the others follow it')
    .action(async (key: string, files: string[], options: { at?: string }) => {
      const ctx = context();
      const photos = await Promise.all(files.map(photoFile));
      const added: string[] = [];
      let result: ProductResult | Invalid | undefined;
      for (const [index, photo] of photos.entries()) {
        const position = options.at === undefined ? undefined : String(Number(options.at.trim()) + index);
        result = await resolve(ctx.container(), ADD_PRODUCT_PICTURE).execute({ key, picture: photo, position: index === 0 ? options.at : position });
        if (result.kind !== 'done') {
          if (added.length > 0) ctx.output.err(`Added before the refusal: ${added.join(', ')}`);
          return failed(result, productNotFound(key));
        }
        added.push(photo.name);
      }
      shown(ctx, `Added to ${key}: ${added.join(', ')}.`, result!, key);
    });

  picture
    .command('remove')
    .description('take the photo at a position off the product (the shop keeps the file for orders and exports)')
    .argument('<key>', 'the product’s key')
    .argument('<position>', 'the photo’s position: 1 for the main picture')
    .action(async (key: string, position: string) => {
      const ctx = context();
      shown(ctx, `Picture ${position.trim()} of ${key} removed.`, await resolve(ctx.container(), REMOVE_PRODUCT_PICTURE).execute(key, position), key);
    });

  picture
    .command('order')
    .description('put the photos in a new order: every current position once (3 1 2 puts the third first)')
    .argument('<key>', 'the product’s key')
    .argument('<positions...>', 'the current positions in the new order')
    .action(async (key: string, positions: string[]) => {
      const ctx = context();
      shown(ctx, `Pictures of ${key} in the order ${positions.join(' ')}.`, await resolve(ctx.container(), ORDER_PRODUCT_PICTURES).execute(key, positions), key);
    });
}

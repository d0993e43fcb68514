/**
 * `boutique admin promo create|list|show|disable` (issue 34, role merchandiser or admin): the
 * shop's promotions. `create` builds one from options (`--code NEWS10 --amount 10 --minimum 100
 * --segment newsletter --name "…"`, `--automatic --buy 3 --pay 2 --category 100 --name "3 for 2 on
 * T-shirts"`) or from a JSON file (`--file promo.json`, the admin API's body); the change is live
 * in every basket at once.
 */
import { readFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import type { Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { CREATE_PROMOTION, DISABLE_PROMOTION, LIST_PROMOTIONS, SHOW_PROMOTION } from '../../src/adapters/container/promotions-tokens';
import type { PromotionInput } from '../../src/domain/promotions/promotion-input';
import { CliError, answer, type CommandContext } from '../cli-context';
import { adminFailed } from './admin-output';
import { promotionText, promotionsText } from './promotions-output';

interface CreateOptions {
  file?: string;
  code?: string;
  automatic?: boolean;
  name?: string;
  percent?: string;
  amount?: string;
  buy?: string;
  pay?: string;
  tiers?: string;
  freeShipping?: boolean;
  gift?: string;
  target?: string;
  minimum?: string;
  segment?: string;
  store?: string[];
  device?: string[];
  product?: string[];
  category?: string[];
  brand?: string[];
  excludeProduct?: string[];
  excludeCategory?: string[];
  excludeBrand?: string[];
  from?: string;
  until?: string;
  usageLimit?: string;
  perCustomerLimit?: string;
  exclusive?: boolean;
  priority?: string;
}

/** A whole number as the API takes it (`--usage-limit 2`); anything else as typed, for the shop to refuse in words. */
const count = (text: string | undefined): number | string | undefined => (text !== undefined && /^\d{1,9}$/.test(text.trim()) ? Number(text) : text);

const many = (value: string, previous: string[] = []) => [...previous, ...value.split(',').map((part) => part.trim()).filter(Boolean)];

/** `100:10%,200:15%` (percents) or `100:10,200:25` (euros off). */
function tiersOf(text: string): unknown[] {
  return text.split(',').map((part) => {
    const [from, value = ''] = part.split(':').map((piece) => piece.trim());
    return value.endsWith('%') ? { from, percent: value.slice(0, -1) } : { from, amount: value };
  });
}

function effectOf(options: CreateOptions): unknown {
  const scoped = Boolean(options.product?.length || options.category?.length || options.brand?.length);
  const target = options.target ?? (scoped ? 'lines' : 'basket');
  const chosen = [options.percent !== undefined, options.amount !== undefined, options.buy !== undefined, options.tiers !== undefined, options.freeShipping === true, options.gift !== undefined].filter(Boolean).length;
  if (chosen !== 1) throw new CliError('Give one effect: --percent, --amount, --buy/--pay, --tiers, --free-shipping or --gift.');
  if (options.percent !== undefined) return { kind: 'percent', percent: options.percent, target };
  if (options.amount !== undefined) return { kind: 'amount', amount: options.amount, target };
  if (options.buy !== undefined) return { kind: 'buy-x-get-y', buy: options.buy, pay: options.pay };
  if (options.tiers !== undefined) return { kind: 'tiered', tiers: tiersOf(options.tiers) };
  if (options.freeShipping) return { kind: 'free-shipping' };
  return { kind: 'gift', productSizeId: options.gift };
}

async function inputOf(options: CreateOptions): Promise<PromotionInput> {
  if (options.file) {
    const text = await readFile(resolvePath(options.file), 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new CliError(error.code === 'ENOENT' ? `${options.file} does not exist` : `Cannot read ${options.file}: ${error.message}`);
    });
    try {
      return JSON.parse(text) as PromotionInput;
    } catch {
      throw new CliError(`${options.file} is not JSON`);
    }
  }
  return {
    code: options.code,
    automatic: options.automatic === true,
    name: options.name,
    stores: options.store,
    devices: options.device,
    segment: options.segment,
    minimum: options.minimum,
    include: { products: options.product, categories: options.category, brands: options.brand },
    exclude: { products: options.excludeProduct, categories: options.excludeCategory, brands: options.excludeBrand },
    validFrom: options.from,
    validUntil: options.until,
    usageLimit: count(options.usageLimit),
    perCustomerLimit: count(options.perCustomerLimit),
    stacking: options.exclusive ? 'exclusive' : 'stackable',
    priority: count(options.priority),
    effect: effectOf(options),
  };
}

const notFound = (code: string) => `Promotion ${code.toUpperCase()} not found`;

export function registerAdminPromoCommands(admin: Command, context: () => CommandContext): void {
  const promo = admin.command('promo').description('promotions: codes and automatic ones (role merchandiser)');

  promo
    .command('list')
    .description('every promotion: effect, stacking, uses, state')
    .action(async () => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_PROMOTIONS).execute();
      if (result.kind !== 'done') return adminFailed(result, 'Promotions not found', 'merchandiser');
      answer(ctx, result.promotions, () => promotionsText(result.promotions));
    });

  promo
    .command('show')
    .description('one promotion: its conditions, effect, limits and names')
    .argument('<code>', 'its code (or an automatic one’s handle)')
    .action(async (code: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), SHOW_PROMOTION).execute(code);
      if (result.kind !== 'done') return adminFailed(result, notFound(code), 'merchandiser');
      answer(ctx, result.promotion, () => promotionText(result.promotion));
    });

  promo
    .command('create')
    .description('create a promotion from options or --file promo.json; live in every basket at once')
    .option('--file <promo.json>', 'the promotion as JSON (the admin API’s body: docs/catalogue-format.md "Promotions")')
    .option('--code <code>', 'what shoppers type (NEWS10)')
    .option('--automatic', 'applies without a code')
    .option('--name <name>', 'shown to shoppers, in every language')
    .option('--percent <n>', 'effect: percent off (0-100)')
    .option('--amount <euros>', 'effect: euros off (10 or 9.90)')
    .option('--buy <n>', 'effect: buy n matching items…')
    .option('--pay <n>', '…pay for this many (the cheapest are free)')
    .option('--tiers <tiers>', 'effect: 100:10%,200:15% (percents) or 100:10,200:25 (euros off)')
    .option('--free-shipping', 'effect: free shipping')
    .option('--gift <productSizeId>', 'effect: this size added at 0')
    .option('--target <basket|lines>', 'a percent or amount off the basket or the matching lines only (default: lines when scoped)')
    .option('--minimum <euros>', 'condition: goods of at least this much')
    .option('--segment <segment>', 'condition: newsletter or first-order')
    .option('--store <id>', 'condition: only these stores (repeat or comma-separate)', many)
    .option('--device <0|1>', 'condition: 0 desktop, 1 app', many)
    .option('--product <key>', 'condition: these products (repeat or comma-separate)', many)
    .option('--category <key>', 'condition: these categories and their children', many)
    .option('--brand <slug>', 'condition: these brands', many)
    .option('--exclude-product <key>', 'never these products', many)
    .option('--exclude-category <key>', 'never these categories', many)
    .option('--exclude-brand <slug>', 'never these brands', many)
    .option('--from <date>', 'from this ISO date')
    .option('--until <date>', 'until this ISO date')
    .option('--usage-limit <n>', 'at most n orders in all')
    .option('--per-customer-limit <n>', 'at most n orders per customer')
    .option('--exclusive', 'never combined: the best for the shopper wins')
    .option('--priority <n>', 'lower applies first (default 100)')
    .action(async (options: CreateOptions) => {
      const ctx = context();
      const result = await resolve(ctx.container(), CREATE_PROMOTION).execute(await inputOf(options));
      if (result.kind === 'invalid') throw new CliError(result.message);
      if (result.kind !== 'done') return adminFailed(result, 'Promotion not found', 'merchandiser');
      answer(ctx, result.promotion, () => `Promotion ${result.promotion.code} created: live in every basket.\n\n${promotionText(result.promotion)}`);
    });

  promo
    .command('disable')
    .description('stop a promotion (orders keep what they got)')
    .argument('<code>', 'its code (or an automatic one’s handle)')
    .action(async (code: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), DISABLE_PROMOTION).execute(code);
      if (result.kind !== 'done') return adminFailed(result, notFound(code), 'merchandiser');
      answer(ctx, result.promotion, () => `Promotion ${result.promotion.code} disabled.`);
    });
}

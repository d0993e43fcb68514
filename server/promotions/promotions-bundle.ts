/**
 * promotions.json of a catalogue bundle (issue 34, DESIGN decision 17, docs/catalogue-format.md
 * "Promotions"): a list of promotions in the admin API's shape (euros, ISO dates, products,
 * categories and brands by key), plus `disabled`. Its schema is the bundle reader's; each entry is
 * checked without a database by the same rules as `POST /admin/promotions` (`promotionsProblems`).
 * The import writes it in its transaction (`writePromotionsBundle`): each promotion set by its
 * code (automatic ones by their handle), those the file leaves out kept as they are, what did not
 * change not written; uses stay. `promotionsBundleOf` is what the export writes, so that export
 * then import changes nothing.
 */
import { Type } from 'typebox';
import type { BundleProblem, BundlePromotion } from '../../src/domain/catalogue/catalogue-bundle';
import { readPromotionInput } from '../../src/domain/promotions/promotion-input';
import { STORE_IDS } from '../../src/domain/store/stores';
import type { Executor, Trx } from '../db/transaction';
import { promotionColumns } from './promotions-columns';
import { promotionRows, scopeKeysOf, upsertPromotionRow } from './promotions-repository';
import { promotionView, type PromotionView } from './promotions-view';

const FILE = 'promotions.json';
const Euros = (description: string) => Type.Number({ minimum: 0, maximum: 999_999.99, description });
const Keys = Type.Array(Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Integer({ minimum: 1 })]), { maxItems: 1000 });
const Scope = Type.Union([Type.Object({ products: Type.Optional(Keys), categories: Type.Optional(Keys), brands: Type.Optional(Keys) }, { additionalProperties: false }), Type.Null()]);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
const Percent = Type.Number({ exclusiveMinimum: 0, maximum: 100, description: 'a percent above 0, at most 100' });

const EffectSchema = Type.Object({
  kind: Type.String({ enum: ['percent', 'amount', 'buy-x-get-y', 'tiered', 'free-shipping', 'gift'] }),
  percent: Type.Optional(Percent),
  amount: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 999_999.99, description: 'Euros off' })),
  target: Type.Optional(Type.String({ enum: ['basket', 'lines'] })),
  buy: Type.Optional(Type.Integer({ minimum: 2, maximum: 100 })),
  pay: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
  tiers: Type.Optional(Type.Array(Type.Object({
    from: Euros('Euros of goods from which the tier applies'),
    percent: Type.Optional(Percent),
    amount: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 999_999.99 })),
  }, { additionalProperties: false }), { minItems: 1, maxItems: 10 })),
  productSizeId: Type.Optional(Type.Integer({ minimum: 1, description: "the gift's size id" })),
}, { additionalProperties: false });

export const PromotionsSchema = Type.Array(Type.Object({
  code: Nullable(Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$', description: '2 to 40 letters, digits, - or _' })),
  automatic: Type.Optional(Type.Boolean({ description: 'Applies without a code (default false)' })),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 120, description: 'The name in every language' })),
  names: Type.Optional(Type.Record(Type.String({ enum: ['fr', 'es', 'it', 'nl', 'de', 'en'] }), Type.String({ maxLength: 120 }))),
  stores: Nullable(Type.Array(Type.String({ enum: [...STORE_IDS] }))),
  devices: Nullable(Type.Array(Type.Integer({ minimum: 0, maximum: 1 }))),
  segment: Nullable(Type.String({ enum: ['newsletter', 'first-order'] })),
  minimum: Nullable(Euros('Euros of goods, at most 2 decimals')),
  include: Type.Optional(Scope),
  exclude: Type.Optional(Scope),
  validFrom: Nullable(Type.String({ minLength: 10, maxLength: 40, description: 'ISO date' })),
  validUntil: Nullable(Type.String({ minLength: 10, maxLength: 40, description: 'ISO date' })),
  usageLimit: Nullable(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
  perCustomerLimit: Nullable(Type.Integer({ minimum: 1, maximum: 1000 })),
  stacking: Type.Optional(Type.String({ enum: ['stackable', 'exclusive'] })),
  priority: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  disabled: Type.Optional(Type.Boolean({ description: 'Default false: a listed promotion is live' })),
  effect: EffectSchema,
}, { additionalProperties: false }), {
  maxItems: 10_000,
  description: "promotions.json (optional): the shop's promotions in the admin API's shape (amounts in euros, ISO dates, scopes by key), each set by its code; promotions the file leaves out stay as they are",
});

/** What the schema cannot say (the admin API's rules: a name, pay below buy, ascending tiers, dates…), each code once. */
export function promotionsProblems(promotions: readonly BundlePromotion[]): BundleProblem[] {
  const problems: BundleProblem[] = [];
  const codes = new Map<string, number>();
  promotions.forEach((promotion, index) => {
    const field = `[${index}]`;
    const read = readPromotionInput(promotion);
    if (!read.ok) {
      problems.push({ file: FILE, field, message: `${field}: ${read.message}` });
      return;
    }
    const seen = codes.get(read.draft.code);
    if (seen !== undefined) problems.push({ file: FILE, field: `${field}.code`, message: `${field}.code "${read.draft.code}" is already the code of [${seen}]` });
    else codes.set(read.draft.code, index);
  });
  return problems;
}

/** Keys in order (the database keeps JSON objects in its own), null ones left out (the first codes' scopes have fewer keys). */
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== null && inner !== undefined).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, inner]) => [key, sorted(inner)]))
      : value;

/** What staff read of a promotion, without who changed it when and how often it was used: two rows with the same rule are the same. */
const ruleOf = (view: PromotionView) => JSON.stringify(sorted({ ...view, uses: 0, createdBy: null, updatedBy: null, updatedAt: '' }));

const BY = 'catalogue import';

/** The promotions set in the import's transaction; problems (an unknown product, category, brand or gift) make the import write nothing. */
export async function writePromotionsBundle(trx: Trx, promotions: readonly BundlePromotion[], at: Date): Promise<{ problems: BundleProblem[]; changed: boolean }> {
  const problems: BundleProblem[] = [];
  const rows = [];
  for (const [index, promotion] of promotions.entries()) {
    const read = readPromotionInput(promotion);
    if (!read.ok) {
      problems.push({ file: FILE, field: `[${index}]`, message: `[${index}]: ${read.message}` });
      continue;
    }
    const columns = await promotionColumns(trx, read.draft);
    if (!columns.ok) problems.push({ file: FILE, field: `[${index}]`, message: `[${index}]: ${columns.message}` });
    else rows.push({ code: read.draft.code, disabled: promotion.disabled === true, ...columns.value });
  }
  if (problems.length > 0) return { problems, changed: false };
  const stored = new Map((await promotionRows(trx)).map((row) => [row.code, row]));
  let changed = false;
  for (const row of rows) {
    const current = stored.get(row.code);
    const written = { ...row, active: !row.disabled, updated_by: BY, updated_at: at };
    if (current) {
      const next = { ...current, ...written, names: JSON.parse(row.names), conditions: JSON.parse(row.conditions), effect: JSON.parse(row.effect) };
      if (ruleOf(promotionView(current)) === ruleOf(promotionView(next))) continue;
    }
    await upsertPromotionRow(trx, { ...written, created_by: BY, created_at: at });
    changed = true;
  }
  return { problems: [], changed };
}

/** Drops what the bundle need not say (nulls, defaults). */
const given = (entry: Record<string, unknown>) => Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== null && value !== undefined));

/** Every promotion of the shop as promotions.json holds it (disabled ones too, marked so). */
export async function promotionsBundleOf(db: Executor): Promise<BundlePromotion[]> {
  const views = (await promotionRows(db)).map(promotionView);
  const ids = { products: new Set<number>(), categories: new Set<number>(), brands: new Set<number>() };
  for (const view of views) {
    for (const scope of [view.conditions.include, view.conditions.exclude]) {
      for (const id of scope?.productIds ?? []) ids.products.add(id);
      for (const id of scope?.categoryIds ?? []) ids.categories.add(id);
      for (const id of scope?.brandIds ?? []) ids.brands.add(id);
    }
  }
  const keys = await scopeKeysOf(db, { products: [...ids.products], categories: [...ids.categories], brands: [...ids.brands] });
  /**
   * A scope by key. An id whose product, category or brand is gone is left out (it matches no line);
   * `emptied`: a list lost all its ids (an include of it matches nothing any more).
   */
  const scopeOf = (scope: PromotionView['conditions']['include']) => {
    if (!scope) return { keys: null, emptied: false };
    let emptied = false;
    const of = (found: Map<number, string>, list: number[] | null | undefined) => {
      if (!list || list.length === 0) return null;
      const known = list.filter((id) => found.has(id)).map((id) => found.get(id)!);
      if (known.length === 0) emptied = true;
      return known.length > 0 ? known : null;
    };
    const written = given({ products: of(keys.products, scope.productIds), categories: of(keys.categories, scope.categoryIds), brands: of(keys.brands, scope.brandIds) });
    return { keys: Object.keys(written).length > 0 ? written : null, emptied };
  };
  return views.map((view) => {
    const { productId: _productId, ...effect } = view.effect;
    const { conditions } = view;
    const include = scopeOf(conditions.include);
    // Included only through products, categories or brands that are gone, it applies to nothing: written disabled, never to everything.
    const disabled = view.disabled || include.emptied;
    return given({
      code: view.code,
      automatic: view.automatic || null,
      names: view.names,
      stores: conditions.stores,
      devices: conditions.devices,
      segment: conditions.segment,
      minimum: conditions.minimum,
      include: include.keys,
      exclude: scopeOf(conditions.exclude).keys,
      validFrom: conditions.validFrom,
      validUntil: conditions.validUntil,
      usageLimit: view.usageLimit,
      perCustomerLimit: view.perCustomerLimit,
      stacking: view.stacking,
      priority: view.priority,
      disabled: disabled || null,
      effect,
    }) as BundlePromotion;
  });
}

/**
 * The SQL of colour families (issue 38): every colour of the models of some products, in one
 * statement on the model key's index (products_model_key_idx, migration 0010), with what a swatch
 * shows in one language and one country. Products without a model key have no family.
 */
import { sql } from 'kysely';
import type { Localized } from '../../src/domain/store/locales';
import type { Executor } from '../db/transaction';
import { onSale } from '../db/product-visibility';

export interface FamilyRow {
  id: number;
  model_key: string;
  brand_id: number;
  color_code: string;
  color_hex: string;
  color_names: Localized;
  is_only_outlet: boolean;
  slug: string;
  /** The first picture's path, or null. */
  picture: string | null;
  in_stock: boolean;
}

/**
 * The products on sale, priced in `countryCode` and named in `locale`, that share a model key with
 * one of `productIds` (those included), by model key then id.
 */
export async function familyRows(db: Executor, productIds: readonly number[], locale: string, countryCode: string): Promise<FamilyRow[]> {
  const ids = [...new Set(productIds)].filter((id) => Number.isSafeInteger(id));
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products as f')
    .innerJoin('product_translations as t', (join) => join.onRef('t.product_id', '=', 'f.id').on('t.locale', '=', locale))
    .innerJoin('product_prices as pp', (join) => join.onRef('pp.product_id', '=', 'f.id').on('pp.country_code', '=', countryCode))
    .select(['f.id', 'f.model_key', 'f.brand_id', 'f.color_code', 'f.color_hex', 'f.color_names', 'f.is_only_outlet', 't.slug'])
    .select((eb) => [
      eb.selectFrom('pictures').select('path').whereRef('pictures.product_id', '=', 'f.id').orderBy('is_default', 'desc').orderBy('position').limit(1).as('picture'),
      eb.exists(
        eb.selectFrom('product_sizes').select(sql`1`.as('one')).whereRef('product_sizes.product_id', '=', 'f.id').where('retired', '=', false).where('stock', '>', 0),
      ).as('in_stock'),
    ])
    .where('f.model_key', 'in', (eb) => eb.selectFrom('products').select('model_key').where('id', 'in', ids).where('model_key', 'is not', null))
    .where(onSale('f'))
    .orderBy('f.model_key')
    .orderBy('f.id')
    .execute();
  return rows.map((row) => ({ ...row, model_key: row.model_key as string, picture: row.picture ?? null, in_stock: Boolean(row.in_stock) }));
}

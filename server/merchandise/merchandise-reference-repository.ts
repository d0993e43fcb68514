/**
 * The import's SQL for the reference data (brands, artists, categories and their names, the
 * colours, materials, ranges and sizes of `catalogue_terms`): upserts by the merchant's keys, one
 * statement per table whatever the count (the rows travel as one JSON parameter), rows written only
 * when they differ; new rows take the ids after the largest (the demo's ids stay). And what the
 * shop holds of them afterwards, by key.
 */
import { sql } from 'kysely';
import type { Localized } from '../../src/domain/store/locales';
import type { Trx } from '../db/transaction';

const json = (rows: readonly object[]) => JSON.stringify(rows);

/** Brands by slug (their key). */
export async function upsertBrands(trx: Trx, rows: { ordinal: number; slug: string; name: string; restricted: boolean }[]): Promise<void> {
  if (rows.length === 0) return;
  const source = sql`jsonb_to_recordset(${json(rows)}::jsonb) as r(ordinal int, slug text, name text, restricted boolean)`;
  await sql`update brands b set name = r.name, restricted = r.restricted from ${source}
    where b.slug = r.slug and (b.name, b.restricted) is distinct from (r.name, r.restricted)`.execute(trx);
  await sql`insert into brands (id, slug, name, restricted)
    select m.max + row_number() over (order by r.ordinal), r.slug, r.name, r.restricted
    from ${source} cross join (select coalesce(max(id), 0) as max from brands) m
    where not exists (select 1 from brands b where b.slug = r.slug)`.execute(trx);
}

/** Artists by slug (their key). */
export async function upsertArtists(trx: Trx, rows: { ordinal: number; slug: string; name: string }[]): Promise<void> {
  if (rows.length === 0) return;
  const source = sql`jsonb_to_recordset(${json(rows)}::jsonb) as r(ordinal int, slug text, name text)`;
  await sql`update artists a set name = r.name from ${source} where a.slug = r.slug and a.name <> r.name`.execute(trx);
  await sql`insert into artists (id, slug, name)
    select m.max + row_number() over (order by r.ordinal), r.slug, r.name
    from ${source} cross join (select coalesce(max(id), 0) as max from artists) m
    where not exists (select 1 from artists a where a.slug = r.slug)`.execute(trx);
}

export interface CategoryUpsert {
  key: string;
  parent: string | null;
  level: number;
  position: number;
  names: { locale: string; name: string; slug: string }[];
}

/** Categories by key: new ones first (parents may be new), then every one's parent, level, position and names. */
export async function upsertCategories(trx: Trx, categories: CategoryUpsert[]): Promise<void> {
  if (categories.length === 0) return;
  const rows = categories.map(({ names: _names, ...row }) => row);
  const source = sql`jsonb_to_recordset(${json(rows)}::jsonb) as r(key text, parent text, level int, position int)`;
  await sql`insert into categories (id, key, parent_id, level, position)
    select m.max + row_number() over (order by r.position), r.key, null, r.level, r.position
    from ${source} cross join (select coalesce(max(id), 0) as max from categories) m
    where not exists (select 1 from categories c where c.key = r.key)`.execute(trx);
  await sql`update categories c set parent_id = p.id, level = r.level, position = r.position
    from ${source} left join categories p on p.key = r.parent
    where c.key = r.key and (c.parent_id, c.level, c.position) is distinct from (p.id, r.level, r.position)`.execute(trx);
  const names = categories.flatMap((category) => category.names.map((name) => ({ key: category.key, ...name })));
  await sql`insert into category_translations (category_id, locale, name, slug)
    select c.id, r.locale, r.name, r.slug
    from jsonb_to_recordset(${json(names)}::jsonb) as r(key text, locale text, name text, slug text) join categories c on c.key = r.key
    on conflict (category_id, locale) do update set name = excluded.name, slug = excluded.slug
    where (category_translations.name, category_translations.slug) is distinct from (excluded.name, excluded.slug)`.execute(trx);
}

export interface TermRow {
  kind: 'colour' | 'material' | 'range' | 'size';
  key: string;
  names: Localized;
  hex: string | null;
  size_kind: string | null;
  position: number;
}

export async function upsertTerms(trx: Trx, rows: TermRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`insert into catalogue_terms (kind, key, names, hex, size_kind, position)
    select r.kind, r.key, r.names, r.hex, r.size_kind, r.position
    from jsonb_to_recordset(${json(rows)}::jsonb) as r(kind text, key text, names jsonb, hex text, size_kind text, position int)
    on conflict (kind, key) do update set names = excluded.names, hex = excluded.hex, size_kind = excluded.size_kind, position = excluded.position
    where (catalogue_terms.names, catalogue_terms.hex, catalogue_terms.size_kind, catalogue_terms.position)
      is distinct from (excluded.names, excluded.hex, excluded.size_kind, excluded.position)`.execute(trx);
}

/** Countries by code: new ones added, the others' store, names, VAT and delivery set (rows written only when they differ). Answers how many were written. */
export async function upsertCountries(trx: Trx, rows: { code: string; store: string; names: Localized; vatRate: number; delivered: boolean }[]): Promise<number> {
  if (rows.length === 0) return 0;
  const { numAffectedRows } = await sql`insert into countries (iso_code2, store_id, names, vat_rate, active)
    select r.code, r.store, r.names, r."vatRate", r.delivered
    from jsonb_to_recordset(${json(rows)}::jsonb) as r(code text, store text, names jsonb, "vatRate" double precision, delivered boolean)
    on conflict (iso_code2) do update set store_id = excluded.store_id, names = excluded.names, vat_rate = excluded.vat_rate, active = excluded.active
    where (countries.store_id, countries.names, countries.vat_rate, countries.active)
      is distinct from (excluded.store_id, excluded.names, excluded.vat_rate, excluded.active)`.execute(trx);
  return Number(numAffectedRows ?? 0);
}

/** Categories under one parent sharing a slug in a language (a URL that would lead to two): their keys. */
export async function siblingSlugClashes(trx: Trx): Promise<{ locale: string; slug: string; keys: string[] }[]> {
  const { rows } = await sql<{ locale: string; slug: string; keys: string[] }>`
    select t.locale, t.slug, array_agg(c.key order by c.id) as keys
    from categories c join category_translations t on t.category_id = c.id
    group by c.parent_id, t.locale, t.slug
    having count(*) > 1
    order by t.slug, t.locale`.execute(trx);
  return rows;
}

/** What the shop holds, by key, once the bundle's reference data is in. */
export async function referenceKeys(trx: Trx) {
  const [brands, artists, categories, terms] = await Promise.all([
    trx.selectFrom('brands').select(['id', 'slug']).execute(),
    trx.selectFrom('artists').select(['id', 'slug']).orderBy('id').execute(),
    trx.selectFrom('categories').select(['id', 'key']).execute(),
    trx.selectFrom('catalogue_terms').select(['kind', 'key', 'names', 'hex', 'size_kind', 'position']).where('kind', '!=', 'gender').execute(),
  ]);
  return { brands, artists, categories, terms };
}

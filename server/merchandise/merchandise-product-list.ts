/**
 * The back office's product list (issue 39, role merchandiser; exposed by merchandise-service.ts):
 * the catalogue searched, filtered by brand, category, stock and status, sorted and paged by the
 * database, so that 100,000 products answer as fast as 700.
 */
import {
  listStatusOf, productListProblem, productListQuery, stockClassOf, type ProductListItem, type ProductListPage,
} from '../../src/domain/catalogue/admin-product-list';
import { toEuros } from '../../src/domain/money/money';
import type { LocaleCode } from '../../src/domain/store/locales';
import { fail, succeed, type Outcome } from '../core/outcome';
import { categoryTree, listPage, listRows, type ListRow } from './merchandise-list-repository';
import type { MerchandiseDeps } from './merchandise-products';

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

function itemOf(row: ListRow, now: Date): ProductListItem {
  return {
    key: row.key,
    id: row.id,
    name: row.name ?? row.key,
    brand: row.brand,
    brandSlug: row.brand_slug,
    category: row.category,
    status: listStatusOf({ status: row.status, publishAt: iso(row.publish_at), unpublishAt: iso(row.unpublish_at) }, now),
    stockClass: stockClassOf(row.min_stock === null || row.max_stock === null ? [] : [row.min_stock, row.max_stock]),
    stock: row.stock,
    sizes: row.sizes,
    price: row.price === null ? null : toEuros(row.price),
    picture: row.picture,
    version: row.version,
  };
}

/** `raw`: the query string as sent (`q`, `brand`, `category`, `stock`, `status`, `sort`, `dir`, `page`, `pageSize`). */
export async function listProducts(deps: Pick<MerchandiseDeps, 'db' | 'now'>, locale: LocaleCode, raw: Record<string, string | undefined>): Promise<Outcome<ProductListPage>> {
  const problem = productListProblem(raw);
  if (problem) return fail('invalid-input', problem);
  const query = productListQuery(raw);
  const now = deps.now();
  const categories = query.category ? await categoryTree(deps.db, query.category) : undefined;
  const { ids, total } = await listPage(deps.db, { query, locale, now, categories });
  const rows = new Map((await listRows(deps.db, ids, locale)).map((row) => [row.id, row]));
  return succeed({ items: ids.flatMap((id) => (rows.has(id) ? [itemOf(rows.get(id)!, now)] : [])), total });
}

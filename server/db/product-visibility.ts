/**
 * Which products shoppers see (issue 32): published, and inside their publication window. An
 * archived product, or one before its `publish_at` or from its `unpublish_at`, is out of listings,
 * search, sitemaps and product pages, but its orders, returns and documents still show it. One
 * condition for every module that reads products for shoppers, on the database's clock (the
 * catalogue's record cache and the search indexes read it at the same moment; a sweep tells them
 * when a window opens or closes: server/catalogue/catalogue-publication.ts).
 */
import { sql, type RawBuilder } from 'kysely';

/** The condition on `products` (or on the alias given), as SQL text (bulk exports build their own statements). */
export function onSaleText(alias = ''): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `(${column('status')} = 'published' and (${column('publish_at')} is null or ${column('publish_at')} <= now())`
    + ` and (${column('unpublish_at')} is null or ${column('unpublish_at')} > now()))`;
}

/** The same, for a Kysely query: `.where(onSale())`, `.select(onSale().as('on_sale'))`. */
export function onSale(alias = ''): RawBuilder<boolean> {
  return sql<boolean>`${sql.raw(onSaleText(alias))}`;
}

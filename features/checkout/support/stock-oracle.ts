/** What the shop's database says is left of a size: the scenarios run against an in-process shop (`@fresh-shop`). */
import { shopApp } from '../../support/shop-server';

export async function stockOf(sizeId: number): Promise<number> {
  const app = shopApp();
  if (!app) throw new Error('The stock is read from the in-process shop (scenarios tagged @fresh-shop)');
  const row = await app.db.selectFrom('product_sizes').select('stock').where('id', '=', sizeId).executeTakeFirstOrThrow();
  return row.stock;
}

/**
 * The daily feeds through `/api/v5/admin/stock/imports` and `/admin/prices/imports`: every line
 * checked before anything is written, each problem located; then one transaction and its counts.
 */
import { demoProductKey } from '../demo/demo-bundle';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { demoCatalogue } from '../testing/catalogue-fixtures';

const api = useApi();
let merch = '';

beforeAll(async () => {
  merch = (await accountsClient(api).signIn('merch@example.com')).token;
});

const restricted = () => new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const onSale = () => demoCatalogue().products.filter((p) => !restricted().has(p.brandId) && !p.isOnlyOutlet && p.sizes.length > 2 && Object.keys(p.prices).length === 6);

async function feed(kind: 'stock' | 'prices', csv: string, query = '', contentType = 'text/csv') {
  const answer = await api.app.inject({ method: 'POST', url: `/api/v5/admin/${kind}/imports${query}`, headers: { authorization: `Bearer ${merch}`, 'content-type': contentType }, payload: csv });
  return { status: answer.statusCode, body: answer.json() as { changed?: number; unchanged?: number; alertsSent?: number; code?: number; message?: string } };
}

const stockOf = async (sizeId: number) => (await api.db.selectFrom('product_sizes').select('stock').where('id', '=', sizeId).executeTakeFirstOrThrow()).stock;
const priceOf = (productId: number, country: string) =>
  api.db.selectFrom('product_prices').select(['price', 'original_price']).where('product_id', '=', productId).where('country_code', '=', country).executeTakeFirst();

describe('POST /admin/stock/imports', () => {
  it('sets and moves stocks in one go, and counts what changed', async () => {
    const [a, b, c] = onSale()[0].sizes;
    const stockC = await stockOf(c.id);
    const csv = `sku,stock\n${a.id},12\n${b.id},+3\n${c.id},${stockC}\n`;
    const stockB = await stockOf(b.id);
    expect(await feed('stock', csv)).toEqual({ status: 200, body: { changed: 2, unchanged: 1, alertsSent: 0 } });
    expect([await stockOf(a.id), await stockOf(b.id), await stockOf(c.id)]).toEqual([12, stockB + 3, stockC]);
    expect((await feed('stock', `sku,stock\n${a.id},-20\n`)).body).toMatchObject({ changed: 1 });
    expect(await stockOf(a.id)).toBe(0);
    expect((await feed('stock', `SKU,Stock\r\n${a.id},12\r\n`)).body).toMatchObject({ changed: 1, unchanged: 0 });
  });

  it('writes nothing while a line is wrong, and locates every problem in the file named', async () => {
    const [a, b] = onSale()[1].sizes;
    const before = [await stockOf(a.id), await stockOf(b.id)];
    const csv = `sku,stock\n${a.id},5\n${b.id},-x\nno-such-sku,3\n${a.id},4\n`;
    const answer = await feed('stock', csv, '?file=warehouse%2Fstock-2026-11-25.csv');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Nothing was changed: 2 problems\nstock-2026-11-25.csv:3: stock "-x" is not a stock (12, +3 or -1)\nstock-2026-11-25.csv:5: sku "' + a.id + '" is already on line 2',
    );
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual(before);
    // Lines that read well name unknown SKUs, still before anything is written.
    expect((await feed('stock', `sku,stock\n${a.id},5\nno-such-sku,3\n`)).body).toEqual({ code: 400, message: 'Nothing was changed: 1 problem\nstock.csv:3: sku "no-such-sku" is not a size of the shop' });
    expect(await stockOf(a.id)).toBe(before[0]);
  });

  it('refuses files that are not the feed: columns, quotes, encoding, cells', async () => {
    expect((await feed('stock', '')).body.message).toContain('stock.csv: is empty');
    expect((await feed('stock', 'sku,quantity\n1,2\n')).body.message).toContain('stock.csv:1: column "quantity" is not one of sku, stock');
    expect((await feed('stock', 'sku,stock\n"1001,2\n')).body.message).toMatch(/^Nothing was changed: 1 problem\nstock\.csv:2: is not CSV: Quote Not Closed/);
    expect((await feed('stock', 'sku,stock\n1001\n')).body.message).toContain('stock.csv:2: has 1 cells, the header 2');
    expect((await feed('stock', 'sku,stock\n=cmd(),3\n')).body.message).toContain('stock.csv:2: sku "=cmd()" is not a key');
    const latin1 = Buffer.from('sku,stock\n\xe9t\xe9,3\n', 'latin1');
    const answer = await api.app.inject({ method: 'POST', url: '/api/v5/admin/stock/imports', headers: { authorization: `Bearer ${merch}`, 'content-type': 'text/csv' }, payload: latin1 });
    expect(answer.json()).toEqual({ code: 400, message: 'Nothing was changed: 1 problem\nstock.csv: is not UTF-8 text' });
    expect((await feed('stock', 'sku,stock\n1,2\n', '', 'application/json')).status).toBe(400);
  });
});

describe('POST /admin/prices/imports', () => {
  it('sets prices by product key, country by country, and keeps the crossed-out price when the file has none', async () => {
    const [p, q] = onSale();
    const csv = `product_key,country,price,original_price\n${demoProductKey(p)},fr,19.90,29.90\n${demoProductKey(p)},DE,21,\n${demoProductKey(q)},es,${(q.prices.es.price / 100).toFixed(2)},${q.prices.es.originalPrice === null ? '' : (q.prices.es.originalPrice / 100).toFixed(2)}\n`;
    expect(await feed('prices', csv)).toEqual({ status: 200, body: { changed: 2, unchanged: 1 } });
    expect(await priceOf(p.id, 'fr')).toEqual({ price: 1990, original_price: 2990 });
    expect(await priceOf(p.id, 'de')).toEqual({ price: 2100, original_price: null });
    expect((await feed('prices', `product_key,country,price\n${demoProductKey(p)},fr,18.50\n`)).body).toMatchObject({ changed: 1 });
    expect(await priceOf(p.id, 'fr')).toEqual({ price: 1850, original_price: 2990 });
    const detail = await api.get<{ product: { price: number; originPrice: number } }>(`/products/${p.id}`);
    expect(detail.body.product).toMatchObject({ price: 18.5, originPrice: 29.9 });
  });

  it('finds the product of a SKU, and refuses two prices for one product and country', async () => {
    const product = onSale()[2];
    const [a, b] = product.sizes;
    expect((await feed('prices', `sku,country,price\n${a.id},it,33.00\n`)).body).toMatchObject({ changed: 1 });
    expect((await priceOf(product.id, 'it'))?.price).toBe(3300);
    expect((await feed('prices', `sku,country,price\n${a.id},it,34.00\n${b.id},it,35.00\n`)).body.message).toBe(
      `Nothing was changed: 1 problem\nprices.csv:3: the it price of the product of sku "${b.id}" is already on line 2`,
    );
    expect((await priceOf(product.id, 'it'))?.price).toBe(3300);
  });

  it('locates every wrong cell and writes nothing', async () => {
    const product = onSale()[3];
    const before = await priceOf(product.id, 'fr');
    const key = demoProductKey(product);
    const csv = `product_key,country,price,original_price\n${key},fr,12.50,\n${key},uk,10,\n${key},be,"12,5O",\nnope,fr,10,\n${key},ie,30,20\n`;
    expect((await feed('prices', csv)).body.message).toBe(
      'Nothing was changed: 2 problems\nprices.csv:3: country "uk" is not a country of the shop (fr, es, it, be, de, ie)\nprices.csv:4: price "12,5O" is not a price',
    );
    expect((await feed('prices', `product_key,country,price,original_price\nnope,fr,10,\n${key},ie,30,20\n`)).body.message).toBe(
      'Nothing was changed: 2 problems\nprices.csv:2: product_key "nope" is not a product of the shop\nprices.csv:3: the original price 20.00 is not above the price 30.00',
    );
    expect((await feed('prices', 'country,price\nfr,10\n')).body.message).toContain('prices.csv:1: one column of product_key or sku names the product');
    expect(await priceOf(product.id, 'fr')).toEqual(before);
  });
});

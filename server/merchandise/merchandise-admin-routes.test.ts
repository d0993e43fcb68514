/**
 * The back office's merchandising routes (issue 39) as the demo merchandiser: the product list
 * (search, filters, sorts, paging, counted by the database), the product's version (ETag, If-Match,
 * 409 when someone else changed it), the editor (names, descriptions, labels, seen by the
 * storefront) and the recent imports. Who may call them: tests/security/admin-roles.test.ts, and
 * the refusals below.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductListPage } from '../../src/domain/catalogue/admin-product-list';
import type { MerchandiseProduct } from '../../src/domain/catalogue/merchandise-product';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';

const api = useApi();
const client = accountsClient(api);
let merch = '';
let support = '';
let customer = '';

beforeAll(async () => {
  merch = (await client.signIn('merch@example.com')).token;
  support = (await client.signIn('support@example.com')).token;
  customer = (await client.signIn('camille@example.com')).token;
});

const as = (token = merch) => ({ token });
const list = (query = '', token = merch) => client.get<ProductListPage>(`/admin/products${query}`, as(token));

/** Demo products by id, each test its own (by its place in this list, which no test changes). */
async function productIds(): Promise<{ id: number; key: string }[]> {
  return api.db.selectFrom('products').select(['id', 'key']).orderBy('id').execute();
}

describe('GET /admin/products', () => {
  it('pages the whole catalogue, newest first, with the total counted by the database', async () => {
    const { count } = await api.db.selectFrom('products').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const first = await list('?pageSize=5');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body.total).toBe(Number(count));
    expect(first.body.items).toHaveLength(5);
    const second = await list('?pageSize=5&page=2');
    expect(second.body.items.map((item) => item.key)).not.toContain(first.body.items[0].key);
    expect(first.body.items[0]).toMatchObject({ key: expect.any(String), name: expect.any(String), brand: expect.any(String), status: expect.stringMatching(/published|draft|archived/), stockClass: expect.stringMatching(/in|low|out/), version: expect.any(Number) });
  });

  it('sorts by key both ways, ties broken by id', async () => {
    const up = await list('?sort=key&dir=asc&pageSize=20');
    const keys = up.body.items.map((item) => item.key);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const down = await list('?sort=key&dir=desc&pageSize=1');
    const { key: last } = await api.db.selectFrom('products').select('key').orderBy('key', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(down.body.items[0].key).toBe(last);
    for (const sort of ['name', 'brand', 'price', 'stock', 'created']) expect((await list(`?sort=${sort}&pageSize=3`)).status).toBe(200);
  });

  it('finds a product by part of its key, by its name in the caller’s language and by a SKU', async () => {
    const [{ id, key }] = await productIds();
    expect((await list(`?q=${encodeURIComponent(key.slice(-6))}`)).body.items.map((item) => item.key)).toContain(key);
    const { name } = await api.db.selectFrom('product_translations').select('name').where('product_id', '=', id).where('locale', '=', 'en').executeTakeFirstOrThrow();
    const english = await client.get<ProductListPage>(`/admin/products?q=${encodeURIComponent(name)}&pageSize=100`, { ...as(), lang: 'en-GB' });
    expect(english.body.items.find((item) => item.key === key)?.name).toBe(name);
    const { sku } = await api.db.selectFrom('product_sizes').select('sku').where('product_id', '=', id).limit(1).executeTakeFirstOrThrow();
    expect((await list(`?q=${encodeURIComponent(sku)}`)).body.items.map((item) => item.key)).toContain(key);
    expect((await list('?q=%25%25nothing%25like%25this')).body).toEqual({ items: [], total: 0 });
  });

  it('filters by brand and by a category with the categories under it', async () => {
    const { slug, id: brandId } = await api.db.selectFrom('brands').select(['slug', 'id']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const { count } = await api.db.selectFrom('products').where('brand_id', '=', brandId).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const byBrand = await list(`?brand=${slug}&pageSize=100`);
    expect(byBrand.body.total).toBe(Number(count));
    expect(new Set(byBrand.body.items.map((item) => item.brandSlug))).toEqual(new Set([slug]));
    const root = await api.db.selectFrom('categories').select(['id', 'key']).where('parent_id', 'is', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const { rows } = await sql<{ count: string }>`with recursive tree as (select id from categories where id = ${root.id} union all select c.id from categories c join tree on c.parent_id = tree.id)
      select count(*) as count from products where category_id in (select id from tree)`.execute(api.db);
    expect((await list(`?category=${encodeURIComponent(root.key)}`)).body.total).toBe(Number(rows[0].count));
    expect((await list('?category=no-such-category')).body.total).toBe(0);
  });

  it('tells products out of stock, low and in stock apart, as their sizes are', async () => {
    const [, one, two, three] = await productIds();
    await api.db.updateTable('product_sizes').set({ stock: 0 }).where('product_id', '=', one.id).execute();
    await api.db.updateTable('product_sizes').set({ stock: 40 }).where('product_id', '=', two.id).execute();
    await api.db.updateTable('product_sizes').set({ stock: 40 }).where('product_id', '=', three.id).execute();
    const [firstSize] = await api.db.selectFrom('product_sizes').select('id').where('product_id', '=', three.id).orderBy('id').limit(1).execute();
    await api.db.updateTable('product_sizes').set({ stock: 2 }).where('id', '=', firstSize.id).execute();
    const keysOf = async (stock: string, key: string) => (await list(`?stock=${stock}&q=${encodeURIComponent(key)}`)).body.items.map((item) => item.key);
    expect(await keysOf('out', one.key)).toEqual([one.key]);
    expect(await keysOf('in', one.key)).toEqual([]);
    expect(await keysOf('in', two.key)).toEqual([two.key]);
    expect(await keysOf('low', three.key)).toEqual([three.key]);
    expect(await keysOf('in', three.key)).toEqual([]);
    const outs = await list('?stock=out&pageSize=100');
    expect(outs.body.items.every((item) => item.stockClass === 'out' && item.stock === 0)).toBe(true);
  });

  it('filters by status: archived, and draft while its publication window opens later', async () => {
    const [, , , , archived, later] = await productIds();
    await api.db.updateTable('products').set({ status: 'archived' }).where('id', '=', archived.id).execute();
    await api.db.updateTable('products').set({ publish_at: new Date(Date.now() + 86_400_000) }).where('id', '=', later.id).execute();
    expect((await list(`?status=archived&q=${archived.key}`)).body.items.map((item) => item.status)).toEqual(['archived']);
    expect((await list(`?status=published&q=${archived.key}`)).body.items).toEqual([]);
    expect((await list(`?status=draft&q=${later.key}`)).body.items.map((item) => item.key)).toEqual([later.key]);
    expect((await list('?status=draft&pageSize=100')).body.items.every((item) => item.status === 'draft')).toBe(true);
  });

  it('refuses unknown words and pages in plain terms (400), never a 500', async () => {
    expect((await list('?stock=some')).body).toEqual({ code: 400, message: 'stock "some" is not one of in, low, out' });
    expect((await list('?pageSize=101')).body).toEqual({ code: 400, message: 'pageSize 101 is not from 1 to 100' });
    expect((await list('?sort=colour')).status).toBe(400);
    expect((await list('?dir=sideways')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
    expect((await list('?colour=red')).status).toBe(400);
    expect((await list('?page=99999')).body.items).toEqual([]);
  });

  it('is the merchandisers’: anonymous 401, a customer and support staff 403', async () => {
    expect((await client.get('/admin/products')).status).toBe(401);
    expect((await list('', customer)).status).toBe(403);
    expect((await list('', support)).body).toEqual({ code: 403, message: 'Réservé aux responsables du catalogue.' });
  });
});

describe('a product’s version', () => {
  const keyOf = async (index: number) => (await productIds())[10 + index].key;

  it('is the ETag of the product, and moves on with each change', async () => {
    const key = await keyOf(0);
    const shown = await client.get<MerchandiseProduct>(`/admin/products/${key}`, as());
    expect(shown.headers.etag).toBe(`"${shown.body.version}"`);
    const priced = await client.put<MerchandiseProduct>(`/admin/products/${key}/prices/fr`, { price: 41.5 }, { ...as(), headers: { 'if-match': shown.headers.etag as string } });
    expect(priced.status).toBe(200);
    expect(priced.body.version).toBe(shown.body.version + 1);
    expect(priced.headers.etag).toBe(`"${priced.body.version}"`);
    // The same price again changes nothing: the version stays.
    const again = await client.put<MerchandiseProduct>(`/admin/products/${key}/prices/fr`, { price: 41.5 }, { ...as(), headers: { 'if-match': priced.headers.etag as string } });
    expect(again.body.version).toBe(priced.body.version);
  });

  it('answers 409 in the caller’s words to a change made at a version someone else changed meanwhile, and writes nothing', async () => {
    const key = await keyOf(1);
    const read = await client.get<MerchandiseProduct>(`/admin/products/${key}`, as());
    const stale = { ...as(), headers: { 'if-match': read.headers.etag as string } };
    // Someone else changes the product first.
    expect((await client.put(`/admin/products/${key}/prices/de`, { price: 33 }, as())).status).toBe(200);
    const refused = await client.put(`/admin/products/${key}/prices/fr`, { price: 12 }, stale);
    expect(refused).toMatchObject({ status: 409, body: { code: 409, message: 'Quelqu’un d’autre a modifié ce produit depuis que vous l’avez ouvert : rechargez-le pour voir ses changements, puis refaites les vôtres.' } });
    expect((await client.put(`/admin/products/${key}/prices/fr`, { price: 12 }, { ...stale, lang: 'en-GB' })).body).toEqual({ code: 409, message: 'Someone else changed this product since you opened it: reload it to see their changes, then make yours again.' });
    const sku = read.body.sizes[0].sku;
    expect((await client.patch(`/admin/products/${key}/sizes/${sku}/stock`, { set: 7 }, stale)).status).toBe(409);
    expect((await client.patch(`/admin/products/${key}`, { texts: { fr: { name: 'Écrasé' } } }, stale)).status).toBe(409);
    expect((await client.post(`/admin/products/${key}/archive`, {}, stale)).status).toBe(409);
    expect((await client.put(`/admin/products/${key}/pictures/order`, { order: [1] }, stale)).status).toBe(409);
    const now = await client.get<MerchandiseProduct>(`/admin/products/${key}`, as());
    expect(now.body.prices.find((price) => price.country === 'fr')).toEqual(read.body.prices.find((price) => price.country === 'fr'));
    expect(now.body.sizes[0].stock).toBe(read.body.sizes[0].stock);
    expect(now.body.texts.fr?.name).toBe(read.body.texts.fr?.name);
    expect(now.body.status).toBe('published');
    // Reloaded, the change goes through.
    const fresh = { ...as(), headers: { 'if-match': now.headers.etag as string } };
    expect((await client.patch(`/admin/products/${key}/sizes/${sku}/stock`, { set: 7 }, fresh)).body).toMatchObject({ stock: 7, version: now.body.version + 1 });
  });

  it('takes * and W/"n", refuses an If-Match that is not a version (400), and changes as before without one', async () => {
    const key = await keyOf(2);
    const read = await client.get<MerchandiseProduct>(`/admin/products/${key}`, as());
    expect((await client.post(`/admin/products/${key}/publish`, {}, { ...as(), headers: { 'if-match': '*' } })).status).toBe(200);
    expect((await client.post(`/admin/products/${key}/publish`, {}, { ...as(), headers: { 'if-match': `W/"${read.body.version}"` } })).status).toBe(200);
    expect((await client.post(`/admin/products/${key}/publish`, {}, { ...as(), headers: { 'if-match': 'yesterday' } })).body).toEqual({ code: 400, message: 'If-Match doit être la version du produit lue (son ETag, par exemple "3").' });
    expect((await client.put(`/admin/products/${key}/outlet-only`, { outletOnly: false }, as())).status).toBe(200);
  });
});

describe('PATCH /admin/products/{key}', () => {
  it('changes names and descriptions by language and the labels, which the storefront shows', async () => {
    const [{ id, key }] = (await productIds()).slice(20);
    const read = await client.get<MerchandiseProduct>(`/admin/products/${key}`, as());
    const edit = { texts: { fr: { name: 'Sweat du port' }, en: { name: 'Harbour hoodie', description: 'Heavy cotton, made to last.' }, de: { name: 'Hafen-Hoodie' } }, label: 'new', marketLabels: ['eco_friendly'] };
    const answer = await client.patch<MerchandiseProduct>(`/admin/products/${key}`, edit, { ...as(), headers: { 'if-match': read.headers.etag as string } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ label: 'new', marketLabels: ['eco_friendly'], version: read.body.version + 1 });
    expect(answer.body.texts.en).toEqual({ name: 'Harbour hoodie', slug: read.body.texts.en?.slug, description: 'Heavy cotton, made to last.' });
    expect(answer.body.texts.de?.name).toBe('Hafen-Hoodie');
    expect(answer.body.texts.de?.description).toBe(read.body.texts.de?.description);
    expect(answer.body.texts.fr).toEqual({ ...read.body.texts.fr, name: 'Sweat du port' });
    expect(answer.body.texts.it).toEqual(read.body.texts.it);
    const page = await api.get<{ product: { name: string } }>(`/products/${id}`);
    expect(page.body.product.name).toBe('Sweat du port');
    const none = await client.patch<MerchandiseProduct>(`/admin/products/${key}`, { label: null, marketLabels: [] }, as());
    expect(none.body).toMatchObject({ label: null, marketLabels: [] });
  });

  it('refuses an empty name, an unknown language or label, and an edit of nothing (400); an unknown key is a 404', async () => {
    const [{ key }] = (await productIds()).slice(21);
    expect((await client.patch(`/admin/products/${key}`, { texts: { fr: { name: '  ' } } }, as())).body).toEqual({ code: 400, message: 'the fr name is empty' });
    expect((await client.patch(`/admin/products/${key}`, { texts: { pt: { name: 'Olá' } } }, as())).status).toBe(400);
    expect((await client.patch(`/admin/products/${key}`, { label: 'bestseller' }, as())).status).toBe(400);
    expect((await client.patch(`/admin/products/${key}`, { marketLabels: ['eco_friendly', 'eco_friendly'] }, as())).status).toBe(400);
    expect((await client.patch(`/admin/products/${key}`, {}, as())).body).toEqual({ code: 400, message: 'Indiquez au moins un nom, une description ou un label à changer.' });
    expect((await client.patch('/admin/products/no-such-key', { label: 'new' }, as())).status).toBe(404);
    expect((await client.patch(`/admin/products/${key}`, { label: 'new' }, as(support))).status).toBe(403);
  });
});

describe('GET /admin/catalogue/imports', () => {
  it('lists the recent imports, newest first, their problems counted', async () => {
    const answer = await client.get<{ items: unknown[]; total: number }>('/admin/catalogue/imports?pageSize=5', as());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ items: expect.any(Array), total: expect.any(Number) });
    expect((await client.get('/admin/catalogue/imports?pageSize=500', as())).status).toBe(400);
    expect((await client.get('/admin/catalogue/imports', as(customer))).status).toBe(403);
  });
});

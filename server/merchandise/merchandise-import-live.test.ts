/**
 * An import as shoppers see it (issue 32), in the real app: imported products on their pages and
 * in search once the change is announced; a slug that changes answers its old path with a 301;
 * archived products, and products outside their publication window, are a 404 and out of search,
 * sitemaps and baskets, and come back when published again (the publication sweep announces a
 * window that opens); a sold-out size put back in stock mails its waiting alerts.
 */
import { describe, expect, it } from 'vitest';
import type { CatalogueBundle } from '../../src/domain/catalogue/catalogue-bundle';
import type { ParseResult } from '../../src/domain/catalogue/site';
import { useApi } from '../testing/api-harness';
import { makeBundle } from '../testing/catalogue-bundles';
import { publicationPass } from '../catalogue/catalogue-publication';
import { TtlCache } from '../cache/ttl-cache';
import { readOutboxDir } from '../mail/file-outbox-mailer';
import { announceImport, applyBundle, followImport, type ImportOptions } from './merchandise-import';
import { parentKeyHeaders } from '../testing/search-key-support';

const api = useApi();
const bundle = makeBundle({ count: 8, prefix: 'live' });
const product = bundle.products[1];

async function importAndAnnounce(next: CatalogueBundle, options: Partial<ImportOptions> = {}) {
  const outcome = await applyBundle({ db: api.db }, next, { dryRun: false, archiveMissing: false, now: new Date(), ...options });
  if (!outcome.ok || outcome.value.problems.length > 0) throw new Error(JSON.stringify(outcome));
  await announceImport(api.app.catalogueChanges, outcome.value);
  return outcome.value;
}

const idOf = async (key: string) => (await api.db.selectFrom('products').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
const parse = async (path: string) => (await api.post<ParseResult>('/parse', { path, url: `http://shop.test${path}`, baseUrl: 'http://shop.test' })).body;
const detail = async (key: string) => (await api.get<{ product: { name: string } }>(`/products/${await idOf(key)}`)).status;
const searchHits = async (text: string) => {
  const answer = await api.app.inject({ method: 'POST', url: '/1/indexes/laboutiqueofficielle_products/query', headers: parentKeyHeaders(api.app), payload: { query: text, hitsPerPage: 50 } });
  return (answer.json() as { hits: { objectID: string }[] }).hits.map((hit) => Number(hit.objectID));
};
const sitemap = async () => (await api.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
const basketLines = async (key: string) => {
  const size = await api.db.selectFrom('product_sizes').innerJoin('products', 'products.id', 'product_sizes.product_id')
    .select(['product_sizes.id', 'products.id as productId']).where('products.key', '=', key).where('product_sizes.stock', '>', 0).executeTakeFirstOrThrow();
  const answer = await api.post<{ basketItems: unknown[] }>('/basket/detail', {
    basketItems: [{ productId: size.productId, productSizeId: size.id, quantity: 1 }], basketPromotion: null, countryIsoCode: 'FR', device: 0,
  });
  return answer.body.basketItems.length;
};

describe('an imported catalogue on the shop', () => {
  it('shows the new products on their pages and in search', async () => {
    await importAndAnnounce(bundle);
    expect(await detail(product.key)).toBe(200);
    expect(await parse(`/p/${product.texts.fr.slug}`)).toMatchObject({ code: 200, pageInfo: { type: 'product', id: await idOf(product.key) } });
    expect(await searchHits(product.key)).toContain(await idOf(product.key));
    expect(await sitemap()).toContain(`/p/${product.texts.fr.slug}<`);
  });

  it('answers a changed slug\'s old path with a 301 to the new one, through every later change', async () => {
    const [first, second] = [`${product.texts.fr.slug}-v2`, `${product.texts.fr.slug}-v3`];
    const next = structuredClone(bundle);
    next.products[1].texts.fr.slug = first;
    await importAndAnnounce(next);
    expect(await parse(`/p/${product.texts.fr.slug}`)).toEqual({ code: 301, url: { path: `/p/${first}`, queryParams: {} }, pageInfo: null });
    expect((await parse(`/p/${first}`)).code).toBe(200);
    next.products[1].texts.fr.slug = second;
    await importAndAnnounce(next);
    expect((await parse(`/p/${product.texts.fr.slug}`)).url?.path).toBe(`/p/${second}`);
    expect((await parse(`/p/${first}`)).url?.path).toBe(`/p/${second}`);
    // Back to the first slug: the product answers there again, its other old paths lead to it.
    await importAndAnnounce(bundle);
    expect((await parse(`/p/${product.texts.fr.slug}`)).code).toBe(200);
    expect((await parse(`/p/${second}`)).url?.path).toBe(`/p/${product.texts.fr.slug}`);
    // Another store's slugs did not move: no redirect there.
    expect((await api.post<ParseResult>('/parse', { path: `/p/${product.texts.de.slug}`, url: 'http://shop.test/', baseUrl: 'http://shop.test' }, { store: 'boutique_de' })).body.code).toBe(200);
  });

  it('hides an archived product from its page, search, sitemaps and baskets, and shows it again when it comes back', async () => {
    const id = await idOf(product.key);
    expect(await basketLines(product.key)).toBe(1);
    const without = { ...bundle, products: bundle.products.filter((each) => each.key !== product.key) };
    expect((await importAndAnnounce(without, { archiveMissing: true })).counts.archived).toBeGreaterThanOrEqual(1);
    expect(await detail(product.key)).toBe(404);
    expect((await parse(`/p/${product.texts.fr.slug}`)).code).toBe(404);
    expect(await searchHits(product.key)).not.toContain(id);
    expect(await sitemap()).not.toContain(`/p/${product.texts.fr.slug}<`);
    expect(await basketLines(product.key)).toBe(0);
    await importAndAnnounce(bundle);
    expect(await detail(product.key)).toBe(200);
    expect(await searchHits(product.key)).toContain(id);
  });

  it('hides a product until its publication window opens, then the sweep shows it', async () => {
    const pass = publicationPass({ db: api.db, catalogueChanges: api.app.catalogueChanges });
    await pass();
    const next = structuredClone(bundle);
    const later = next.products[2];
    later.publishAt = new Date(Date.now() + 1_500).toISOString();
    next.products[3].unpublishAt = new Date(Date.now() - 60_000).toISOString();
    await importAndAnnounce(next);
    expect(await detail(later.key)).toBe(404);
    expect(await detail(next.products[3].key)).toBe(404);
    expect(await searchHits(later.key)).not.toContain(await idOf(later.key));
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await pass()).toEqual([await idOf(later.key)]);
    expect(await detail(later.key)).toBe(200);
    expect(await searchHits(later.key)).toContain(await idOf(later.key));
  });
});

describe('stock alerts', () => {
  it('are mailed when an import puts their sold-out size back in stock', async () => {
    const size = await api.db.selectFrom('product_sizes').innerJoin('products', 'products.id', 'product_sizes.product_id')
      .select(['product_sizes.id', 'product_sizes.sku', 'products.id as productId'])
      .where('products.key', 'like', 'live%').where('product_sizes.stock', '=', 0).orderBy('product_sizes.id').executeTakeFirstOrThrow();
    const email = 'back-in-stock@example.com';
    await api.db.insertInto('product_alerts').values({
      product_id: size.productId, product_size_id: size.id, email, alert_type: 'back_in_stock', store_id: 'laboutiqueofficielle', locale: 'fr', site_url: 'http://shop.test',
    }).execute();
    const next = structuredClone(bundle);
    next.products.flatMap((each) => each.sizes).find((each) => each.sku === size.sku)!.stock = 3;
    const outcome = await applyBundle({ db: api.db }, next, { dryRun: false, archiveMissing: false, now: new Date() });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.value.restockedSizeIds).toEqual([size.id]);
    const app = api.app;
    await followImport({
      db: api.db, cache: new TtlCache(0), urls: { publicUrl: undefined, storeBaseUrls: {} }, now: () => new Date(),
      mailer: app.mailer, secret: app.secret, catalogueChanges: app.catalogueChanges,
    }, outcome.value);
    expect(await readOutboxDir(app.mailer.outboxDir!, email)).toHaveLength(1);
    expect(await api.db.selectFrom('product_alerts').select('sent_at').where('email', '=', email).executeTakeFirstOrThrow()).not.toEqual({ sent_at: null });
  });
});

/**
 * A product whose pictures are originals of the media store or https addresses shows them as they
 * are (no width parameter, no srcset until issue 33 brings the widths) on its page, in search hits
 * and in listings (the search page's thumbnails), after the change is announced as an import's is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '../../src/domain/routing/listing-slugs';
import { searchPath } from '../../src/domain/routing/page-paths';
import { productIndexName } from '../../src/domain/store/stores';
import { fixtures } from '../testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { storeOriginal } from './media-service';
import { photo } from './media-test-kit';

const EXTERNAL = 'https://images.example/shirt-back.jpg';
let shop: TestServer;
let original: string;
const product = () => fixtures.fullPrice();

beforeAll(async () => {
  shop = await startTestServer();
  const stored = await storeOriginal(shop.app.db, await photo('jpeg', 600, 600, 51), 'shirt-front.jpg');
  if (!stored.ok) throw new Error(stored.message);
  original = stored.value;
  const { id } = product();
  await shop.app.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('pictures').where('product_id', '=', id).execute();
    await trx.insertInto('pictures').values([
      { product_id: id, position: 0, path: original, is_default: true },
      { product_id: id, position: 1, path: EXTERNAL, is_default: false },
    ]).execute();
  });
  await shop.app.catalogueChanges.refreshProducts([id]);
}, 180_000);

afterAll(() => shop?.close());

/** The `<img …>` tags of a page that show this address. */
const imagesOf = (html: string, src: string): string[] => [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]).filter((tag) => tag.includes(`src="${src}"`));

describe('pictures from the media store and from https addresses', () => {
  it('are shown as they are in the product page gallery', async () => {
    const page = await shop.app.inject({ url: productPath(product().slugs.fr) });
    expect(page.statusCode).toBe(200);
    const main = imagesOf(page.body, original).find((tag) => tag.includes('gallery__main'));
    expect(main).toBeDefined();
    expect(main).not.toMatch(/srcset=/i);
    expect(imagesOf(page.body, EXTERNAL)).toHaveLength(1);
    expect(page.body).not.toContain(`${original}?w=`);
    // Where the original is served.
    const served = await shop.app.inject({ url: original });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('are the pictures of the search record', async () => {
    const record = await shop.app.inject({ url: `/1/indexes/${productIndexName('laboutiqueofficielle')}/${product().id}` });
    expect(record.json<{ pictures: unknown[] }>().pictures).toEqual([{ path: original, default: true }, { path: EXTERNAL, default: false }]);
  });

  it("are a listing thumbnail's picture, without widths", async () => {
    const page = await shop.app.inject({ url: searchPath(product().names.fr) });
    expect(page.statusCode).toBe(200);
    const thumbnail = imagesOf(page.body, original).find((tag) => tag.includes('product-card__image'));
    expect(thumbnail).toBeDefined();
    expect(thumbnail).not.toMatch(/srcset=/i);
  });
});

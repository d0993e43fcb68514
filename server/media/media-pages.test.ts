/**
 * A product whose pictures are originals of the media store or https addresses, after the change is
 * announced as an import's is: an original is offered in the derivatives' widths (the gallery) or
 * squares (a listing's thumbnails), each of which the shop serves in the format the browser takes;
 * an https picture is shown as it is. The search record names the originals themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '../../src/domain/routing/listing-slugs';
import { searchPath } from '../../src/domain/routing/page-paths';
import { productIndexName } from '../../src/domain/store/stores';
import { fixtures } from '../testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { storeOriginal } from './media-service';
import { photo } from './media-test-kit';
import { parentKeyHeaders } from '../testing/search-key-support';

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

/** The `<img …>` tags of a page whose address starts so. */
const imagesOf = (html: string, src: string): string[] => [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]).filter((tag) => tag.includes(`src="${src}`));
const hash = () => /([0-9a-f]{64})/.exec(original)![1];
/** The srcset's addresses and widths. */
const srcsetOf = (tag: string): [string, number][] =>
  (/srcset="([^"]+)"/i.exec(tag)?.[1] ?? '').split(', ').map((entry) => entry.split(' ')).map(([url, width]) => [url.replaceAll('&amp;', '&'), Number.parseInt(width, 10)]);

describe('pictures from the media store and from https addresses', () => {
  it('are offered in the derivatives’ widths in the product page gallery (an https picture as it is)', async () => {
    const page = await shop.app.inject({ url: productPath(product().slugs.fr) });
    expect(page.statusCode).toBe(200);
    const gallery = imagesOf(page.body, `/media/p/${hash()}/`);
    expect(gallery.length).toBeGreaterThan(0);
    const widths = srcsetOf(gallery[0]);
    expect(widths.map(([, width]) => width)).toEqual([120, 210, 360, 450, 720, 900, 1100]);
    expect(widths.map(([url]) => url)).toEqual(widths.map(([, width]) => `/media/p/${hash()}/${width}`));
    expect(gallery[0]).toMatch(/ sizes="[^"]+"/);
    expect(imagesOf(page.body, EXTERNAL).length).toBeGreaterThan(0);
    expect(imagesOf(page.body, EXTERNAL)[0]).not.toMatch(/srcset=/);
    // Each width is served, in the format the browser takes, never wider than the original.
    const avif = await shop.app.inject({ url: widths[4][0], headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('Accept');
    const jpeg = await shop.app.inject({ url: widths[6][0], headers: { accept: '*/*' } });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    // Where the original is served.
    const served = await shop.app.inject({ url: original });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('are the pictures of the search record', async () => {
    const record = await shop.app.inject({ url: `/1/indexes/${productIndexName('laboutiqueofficielle')}/${product().id}`, headers: parentKeyHeaders(shop.app) });
    expect(record.json<{ pictures: unknown[] }>().pictures).toEqual([{ path: original, default: true }, { path: EXTERNAL, default: false }]);
  });

  it("are a listing thumbnail's picture, in the squares", async () => {
    const page = await shop.app.inject({ url: searchPath(product().names.fr) });
    expect(page.statusCode).toBe(200);
    const thumbnail = imagesOf(page.body, `/media/p/${hash()}/`).find((tag) => tag.includes('product-card__image'));
    expect(thumbnail).toBeDefined();
    const squares = srcsetOf(thumbnail!);
    expect(squares.every(([url, side]) => url === `/media/p/${hash()}/sq${side}`)).toBe(true);
    expect(squares.map(([, side]) => side)).toContain(314);
    const served = await shop.app.inject({ url: squares.find(([, side]) => side === 314)![0], headers: { accept: 'image/webp' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});

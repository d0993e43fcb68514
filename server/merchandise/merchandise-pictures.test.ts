/**
 * A product's pictures through `/api/v5/admin/products/{key}/pictures…` as the demo merchandiser
 * (issue 33): a photo added where asked and shown by the storefront at once, the same photo twice
 * refused, hostile files refused by name with nothing kept, a picture removed, all reordered;
 * positions and orders that cannot be, customers and strangers refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MerchandiseProduct } from '../../src/domain/catalogue/merchandise-product';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { demoCatalogue } from '../testing/catalogue-fixtures';
import { HTML, photo, pngBomb, SVG } from '../media/media-test-kit';

const api = useApi();
const client = accountsClient(api);
let merch = '';

beforeAll(async () => {
  merch = (await client.signIn('merch@example.com')).token;
});

/** A product of the demo each test has for itself. */
const productAt = (index: number) => demoCatalogue().products.filter((product) => !product.isOnlyOutlet && product.pictures.length >= 2)[index].id;

function send(key: number, bytes: Buffer, query = '', type = 'image/jpeg', token = merch) {
  return api.app.inject({
    method: 'POST',
    url: `/api/v5/admin/products/${key}/pictures${query}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': type, 'accept-language': 'en-GB' },
    payload: bytes,
  });
}

const originals = async () => Number((await api.db.selectFrom('media_originals').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const detailPictures = async (id: number) => (await api.get<{ product: { pictures: { url: string }[] } }>(`/products/${id}`)).body.product.pictures.map((picture) => picture.url);

describe('POST /admin/products/{key}/pictures', () => {
  it('keeps the photo as an original and puts it where asked; the storefront shows it at once', async () => {
    const id = productAt(0);
    const before = (await client.get<MerchandiseProduct>(`/admin/products/${id}`, { token: merch })).body.pictures;
    const added = await send(id, await photo('jpeg', 400, 500, 3301), '?name=front.jpg&position=1');
    expect(added.statusCode, added.body).toBe(200);
    const pictures = (added.json() as MerchandiseProduct).pictures;
    expect(pictures).toHaveLength(before.length + 1);
    expect(pictures[0]).toMatch(/^\/media\/originals\/[0-9a-f]{64}\.jpg$/);
    expect(pictures.slice(1)).toEqual(before);
    expect(await detailPictures(id)).toEqual(pictures);
    const last = await send(id, await photo('png', 300, 300, 3302), '?name=detail.png');
    expect((last.json() as MerchandiseProduct).pictures.at(-1)).toMatch(/\.png$/);
    const served = await api.app.inject({ method: 'GET', url: pictures[0] });
    expect(served.statusCode).toBe(200);
  });

  it('refuses the same photo twice on one product, naming it', async () => {
    const id = productAt(1);
    const bytes = await photo('webp', 300, 300, 3303);
    expect((await send(id, bytes, '?name=a.webp', 'image/webp')).statusCode).toBe(200);
    const again = await send(id, bytes, '?name=again.webp', 'image/webp');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/^again\.webp is already picture \d+ of the product$/);
  });

  it.each([
    ['drawing.svg', SVG, 'image/jpeg', 'drawing.svg is an SVG drawing: JPEG, PNG, WebP and AVIF pictures are accepted'],
    ['page.jpg', HTML, 'image/jpeg', 'page.jpg is not a picture: JPEG, PNG, WebP and AVIF pictures are accepted'],
    ['bomb.png', pngBomb(), 'image/png', 'bomb.png has too many pixels: a picture may have at most 50 megapixels'],
    ['empty.jpg', Buffer.alloc(0), 'image/jpeg', 'empty.jpg is empty'],
  ])('refuses %s by name and keeps nothing', async (name, bytes, type, message) => {
    const id = productAt(2);
    const count = await originals();
    const refused = await send(id, bytes, `?name=${name}`, type);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 400, message });
    expect(await originals()).toBe(count);
  });

  it('refuses a truncated photo, a body of another type (415) and a position past the end', async () => {
    const id = productAt(2);
    const whole = await photo('jpeg', 400, 400, 3304);
    expect((await send(id, whole.subarray(0, whole.length / 2), '?name=cut.jpg')).json().message).toBe('cut.jpg is damaged or incomplete: it cannot be read to its end');
    expect((await send(id, whole, '?name=a.jpg', 'text/html')).statusCode).toBe(415);
    const far = await send(id, whole, '?name=far.jpg&position=40');
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toMatch(/^Position 40 is not one of the product's: 1 to \d+$/);
  });

  it('is the merchandiser’s: a customer gets 403, nobody signed in 401, an unknown product 404', async () => {
    const customer = (await client.signIn('camille@example.com')).token;
    const bytes = await photo('jpeg', 300, 300, 3305);
    expect((await send(productAt(3), bytes, '', 'image/jpeg', customer)).statusCode).toBe(403);
    expect((await send(productAt(3), bytes, '', 'image/jpeg', '')).statusCode).toBe(401);
    expect((await send(987654, bytes)).statusCode).toBe(404);
  });
});

describe('DELETE /admin/products/{key}/pictures/{position} and PUT …/pictures/order', () => {
  it('takes a picture off and puts the others in a new order, as the storefront then shows them', async () => {
    const id = productAt(4);
    const before = (await client.get<MerchandiseProduct>(`/admin/products/${id}`, { token: merch })).body.pictures;
    const removed = await client.delete<MerchandiseProduct>(`/admin/products/${id}/pictures/1`, { token: merch });
    expect(removed.status).toBe(200);
    expect(removed.body.pictures).toEqual(before.slice(1));
    const count = removed.body.pictures.length;
    const reversed = Array.from({ length: count }, (_, index) => count - index);
    const ordered = await client.put<MerchandiseProduct>(`/admin/products/${id}/pictures/order`, { order: reversed }, { token: merch });
    expect(ordered.status).toBe(200);
    expect(ordered.body.pictures).toEqual([...before.slice(1)].reverse());
    expect(await detailPictures(id)).toEqual(ordered.body.pictures);
  });

  it('refuses an order that does not name each picture once, and a position the product has not', async () => {
    const id = productAt(5);
    const count = (await client.get<MerchandiseProduct>(`/admin/products/${id}`, { token: merch })).body.pictures.length;
    const twice = await client.put<{ message: string }>(`/admin/products/${id}/pictures/order`, { order: [1, 1] }, { token: merch, lang: 'en-GB' });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain(`Give each of the product's ${count} pictures once`);
    expect((await client.delete(`/admin/products/${id}/pictures/${count + 1}`, { token: merch })).status).toBe(400);
    expect((await client.delete(`/admin/products/${id}/pictures/0`, { token: merch })).status).toBe(400);
  });
});

/**
 * `POST /api/v5/admin/content/media?name=…` as the demo merchandiser (issue 34): an image kept by
 * the media module as a product photo is, answered as the URL a banner or a page takes; a renamed
 * PDF, an empty file, a picture bomb refused in plain words (4xx) with nothing kept.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { InitResponse } from '../../src/domain/catalogue/site';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { photo, pngBomb } from './media-test-kit';

const api = useApi();
const client = accountsClient(api);
let merch = '';
let camille = '';

beforeAll(async () => {
  merch = (await client.signIn('merch@example.com')).token;
  camille = (await client.signIn('camille@example.com')).token;
});

function upload(bytes: Buffer, name: string, type = 'image/jpeg', token = merch) {
  return api.app.inject({
    method: 'POST',
    url: `/api/v5/admin/content/media?name=${encodeURIComponent(name)}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': type, 'accept-language': 'en-GB' },
    payload: bytes,
  });
}

const originals = async () => Number((await api.db.selectFrom('media_originals').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /admin/content/media', () => {
  it('keeps the image and answers its immutable URL, which a banner then shows', async () => {
    const bytes = await photo('jpeg', 1600, 400, 3401);
    const answer = await upload(bytes, 'rebajas.jpg');
    expect(answer.statusCode, answer.body).toBe(200);
    const { url } = answer.json() as { url: string };
    expect(url).toMatch(/^\/media\/originals\/[0-9a-f]{64}\.jpg$/);
    const served = await api.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/jpeg/);
    const { sizes } = answer.json() as { sizes: Record<string, string> };
    const hash = url.slice('/media/originals/'.length, -'.jpg'.length);
    expect(sizes['720']).toBe(`/media/p/${hash}/720`);
    const derivative = await api.app.inject({ method: 'GET', url: sizes['720'], headers: { accept: 'image/webp' } });
    expect(derivative.statusCode).toBe(200);
    expect(derivative.headers['content-type']).toMatch(/^image\/webp/);
    expect((await upload(bytes, 'again.jpg')).json()).toEqual({ url, sizes });

    const banner = { slug: 'rebajas', link: '/es/novedades', image: url, title: 'Rebajas' };
    const set = await client.put('/admin/content/entries/header-banner/boutique_es/-', { body: banner, status: 'published' }, { token: merch });
    expect(set.status).toBe(200);
    expect((await api.get<InitResponse>('/init?no_cache=1', { store: 'boutique_es' })).body.headerBanner?.image).toBe(url);
  });

  it.each([
    ['informe.jpg', Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n'), 'image/jpeg', /^informe\.jpg is not a picture: JPEG, PNG, WebP and AVIF pictures are accepted$/],
    ['empty.jpg', Buffer.alloc(0), 'image/jpeg', /^empty\.jpg is empty$/],
    ['bomb.png', pngBomb(), 'image/png', /^bomb\.png has too many pixels: a picture may have at most 50 megapixels$/],
  ])('refuses %s in plain words and keeps nothing', async (name, bytes, type, message) => {
    const before = await originals();
    const answer = await upload(bytes, name, type);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, message: expect.stringMatching(message) });
    expect(await originals()).toBe(before);
  });

  it('refuses a body that is not an image type, and anyone but the catalogue team', async () => {
    const bytes = await photo('png', 100, 100, 3402);
    expect((await upload(Buffer.from('%PDF-1.4'), 'doc.pdf', 'application/pdf')).statusCode).toBe(415);
    expect((await upload(bytes, 'a.png', 'image/png', camille)).statusCode).toBe(403);
    expect((await upload(bytes, 'a.png', 'image/png', '')).statusCode).toBe(401);
  });
});

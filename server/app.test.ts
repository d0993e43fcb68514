import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useApi } from './testing/api-harness';
import { demoCatalogue, fixtures } from './testing/catalogue-fixtures';

const api = useApi();

describe('generated media', () => {
  it('serves drawn media as immutable SVG with an ETag, and 304 when unchanged', async () => {
    const path = '/media/flags/fr.svg';
    const first = await api.get<string>(path);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.body).toMatch(/^<svg /);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await api.get(path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.raw.body).toBe('');
  });

  it('serves flags, banners, tiles, badges, QR codes and carrier logos', async () => {
    const site = demoCatalogue().sites[0];
    const paths = [
      '/media/flags/fr.svg',
      '/assets/flags/ie.svg',
      site.headerBanner!.image,
      site.footer.apps[0].badge,
      site.footer.apps[0].qrCode,
      demoCatalogue().carriers[0].logo,
      demoCatalogue().templates[0].items[0].image,
    ];
    for (const path of paths) {
      const answer = await api.get<string>(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toMatch(/^<svg /);
    }
  });

  it('answers 404 { code, message } for unknown media', async () => {
    const product = fixtures.fullPrice();
    for (const path of ['/media/products/987654/1.svg', `/media/products/${product.id}/1.svg`, `/media/products/${product.id}/9.svg`, '/media/flags/zz.svg', '/media/nothing', '/assets/flags/zz.svg']) {
      const answer = await api.get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toEqual({ code: 404, message: 'Media not found' });
    }
  });
});

describe('HTTP behaviour', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    expect(await api.get('/api/v5/nothing/here')).toMatchObject({ status: 404, body: { code: 404, message: 'Not Found' } });
    expect(await api.post('/api/v5/init', {})).toMatchObject({ status: 404, body: { code: 404 } });
  });

  it('compresses large answers and sets security headers', async () => {
    const answer = await api.get('/init', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.raw.rawPayload).toString()).stores).toHaveLength(6);
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-cache',
    });
    expect(String(answer.headers.vary)).toContain('store');
  });

  it('hides unexpected failures behind a 500 Internal Server Error', async () => {
    await api.db.schema.dropTable('referers').execute();
    const answer = await api.get('/referers/partner-blog');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ code: 500, message: 'Internal Server Error' });
  });
});

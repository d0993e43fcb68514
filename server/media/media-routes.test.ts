/**
 * GET /media/originals/<hash>.<ext>: the stored photo, its type, a year of caching, its hash as
 * ETag; 400 for a name that cannot be one, 404 for one not stored. Two apps on one database stand
 * for two shop processes (on PostgreSQL, each with its own pool): what one stored, the other serves,
 * and each keeps the pictures it served in memory.
 */
import { renderMediaPath } from '../demo/pictures';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createDatabase, type Db } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { storeOriginal } from './media-service';
import { photo } from './media-test-kit';

let database: TestDatabase;
let secondDb: Db | null = null;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  secondDb = database.databaseUrl ? (await createDatabase({ databaseUrl: database.databaseUrl, poolSize: 2 })).db : null;
  first = await buildApp({ db: database.db, pglite: database.pglite, pages: false, mode: 'test', drawings: renderMediaPath });
  second = await buildApp({ db: secondDb ?? database.db, pages: false, mode: 'test', drawings: renderMediaPath });
}, 120_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await secondDb?.destroy();
  await database?.dispose();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

async function stored(format: 'jpeg' | 'png', seed: number): Promise<{ bytes: Buffer; path: string }> {
  const bytes = await photo(format, 240, 180, seed);
  const outcome = await storeOriginal(database.db, bytes, `seed-${seed}.${format}`);
  if (!outcome.ok) throw new Error(outcome.message);
  return { bytes, path: outcome.value };
}

describe('GET /media/originals/:hash.:ext', () => {
  it('serves the bytes with their type, a year of caching and the hash as ETag; 304 when the browser has them', async () => {
    const { bytes, path } = await stored('jpeg', 31);
    const answer = await get(first, path);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(bytes)).toBe(true);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['content-length']).toBe(String(bytes.length));
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.etag).toBe(`"${sha256(bytes)}"`);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(String(answer.headers['content-security-policy'])).toMatch(/^default-src 'none'/);

    const unchanged = await get(first, path, { 'if-none-match': `W/"other", "${sha256(bytes)}"` });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    const head = await first.inject({ method: 'HEAD', url: path });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
  });

  it('serves a PNG as a PNG, and only at its own extension', async () => {
    const { bytes, path } = await stored('png', 32);
    expect((await get(first, path)).headers['content-type']).toBe('image/png');
    const asJpeg = await get(first, path.replace(/\.png$/, '.jpg'));
    expect(asJpeg.statusCode).toBe(404);
    expect(asJpeg.json()).toEqual({ code: 404, message: `There is no picture ${sha256(bytes)}.jpg` });
  });

  it('answers 404 for a hash nothing is stored under', async () => {
    const answer = await get(first, `/media/originals/${'0'.repeat(64)}.jpg`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 404 });
  });

  it.each([
    'abc.jpg',
    `${'A'.repeat(64)}.jpg`,
    `${'a'.repeat(63)}.jpg`,
    `${'a'.repeat(64)}.gif`,
    `${'a'.repeat(64)}.svg`,
    `${'a'.repeat(64)}.jpg.html`,
    `${'a'.repeat(64)}`,
    '..%2F..%2Fetc%2Fpasswd',
  ])('answers 400 { code, message } for %s, which cannot name a picture', async (file) => {
    const answer = await get(first, `/media/originals/${file}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, message: expect.stringContaining('is not the name of a picture') });
  });

  it('is served by a second process from the shared database, and kept in memory by each once served', async () => {
    const { bytes, path } = await stored('jpeg', 33);
    const hash = sha256(bytes);
    // The second process has never seen it: it reads it from the database.
    const fromSecond = await get(second, path);
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.rawPayload.equals(bytes)).toBe(true);
    // A process that answered 404 before the picture existed serves it once it does (a miss is not remembered).
    const later = await photo('jpeg', 240, 180, 34);
    const laterPath = `/media/originals/${sha256(later)}.jpg`;
    expect((await get(first, laterPath)).statusCode).toBe(404);
    await storeOriginal(secondDb ?? database.db, later, 'later.jpg');
    expect((await get(first, laterPath)).statusCode).toBe(200);
    // Gone from the database (by hand: the shop never deletes one), it is still served by the
    // process that keeps it in memory, not by the other.
    await get(first, path);
    await database.db.deleteFrom('media_originals').where('hash', 'in', [hash]).execute();
    expect((await get(first, path)).rawPayload.equals(bytes)).toBe(true);
    expect((await get(first, laterPath)).statusCode).toBe(200);
    await database.db.deleteFrom('media_originals').where('hash', 'in', [sha256(later)]).execute();
    expect((await get(second, laterPath)).statusCode).toBe(404);
  });

  it('draws no product picture any more (issue 33: they are photos), and still draws banners and flags', async () => {
    const product = await database.db.selectFrom('pictures').select('product_id').limit(1).executeTakeFirstOrThrow();
    const drawing = await get(first, `/media/products/${product.product_id}/1.svg`);
    expect(drawing.statusCode).toBe(404);
    expect(drawing.json()).toEqual({ code: 404, message: 'Media not found' });
    const flag = await get(first, '/media/flags/fr.svg');
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

/**
 * GET /media/p/…: the derivatives of a stored photo (picture-derivatives.ts's addresses), their
 * format by `Accept` (the bytes' signature, not only the header), sizes, caching headers, 304s and
 * refusals; made once however many ask at once; and served alike by two shop processes on one
 * database (two apps, each with its own pool on PostgreSQL when TEST_DATABASE_URL is set).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivativePath, type DerivativeName } from '../../src/domain/routing/picture-derivatives';
import { buildApp } from '../app';
import { createDatabase, type Db } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { insertOriginal } from './media-repository';
import { MediaService, storeOriginal } from './media-service';
import { mark, photo } from './media-test-kit';

let database: TestDatabase;
let secondDb: Db | null = null;
let first: FastifyInstance;
let second: FastifyInstance;
let photoHash: string;
let markHash: string;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const BROWSER = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

async function keep(bytes: Buffer, db: Db = database.db): Promise<string> {
  const stored = await storeOriginal(db, bytes, 'picture');
  if (!stored.ok) throw new Error(stored.message);
  return sha256(bytes);
}

const pathOf = (name: Partial<DerivativeName> & Pick<DerivativeName, 'size'>) => derivativePath({ hash: photoHash, watermark: null, format: null, ...name });

/** What the bytes are, by their signature. */
function formatOf(bytes: Buffer): string {
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 12) === 'ftypavif') return 'avif';
  return 'unknown';
}

beforeAll(async () => {
  database = await createTestDatabase();
  secondDb = database.databaseUrl ? (await createDatabase({ databaseUrl: database.databaseUrl, poolSize: 2 })).db : null;
  first = await buildApp({ db: database.db, pglite: database.pglite, pages: false, mode: 'test' });
  second = await buildApp({ db: secondDb ?? database.db, pages: false, mode: 'test' });
  photoHash = await keep(await photo('jpeg', 1200, 1500, 71));
  markHash = await keep(await mark({ r: 20, g: 30, b: 120 }, 120, 120));
}, 180_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await secondDb?.destroy();
  await database?.dispose();
});

describe('GET /media/p/<hash>/<size>', () => {
  it.each([
    [BROWSER, 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/avif;q=0,image/webp', 'webp'],
    ['*/*', 'jpeg'],
    ['', 'jpeg'],
  ])('with Accept %j, answers %s, varying with Accept', async (accept, format) => {
    const answer = await get(first, pathOf({ size: { side: 720, square: false } }), accept ? { accept } : {});
    expect(answer.statusCode).toBe(200);
    expect(formatOf(answer.rawPayload)).toBe(format);
    expect(answer.headers['content-type']).toBe(`image/${format}`);
    expect(answer.headers.vary).toMatch(/accept/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(answer.headers['content-security-policy'])).toMatch(/^default-src 'none'/);
    expect(answer.headers['content-length']).toBe(String(answer.rawPayload.length));
    expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 720, height: 900 });
  });

  it('serves the format an address names, whatever Accept says, without Vary', async () => {
    for (const format of ['avif', 'webp', 'jpg'] as const) {
      const answer = await get(first, pathOf({ size: { side: 314, square: true }, format }), { accept: 'image/png' });
      expect(formatOf(answer.rawPayload)).toBe(format === 'jpg' ? 'jpeg' : format);
      expect(answer.headers.vary ?? '').not.toMatch(/accept/i);
      expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 314, height: 314 });
    }
  });

  it('has a strong ETag per format and size, and answers 304 to it without a body', async () => {
    const path = pathOf({ size: { side: 450, square: false } });
    const avif = await get(first, path, { accept: BROWSER });
    const jpeg = await get(first, path, { accept: '*/*' });
    const etag = String(avif.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(jpeg.headers.etag).not.toBe(etag);
    const unchanged = await get(first, path, { accept: BROWSER, 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    expect((await get(first, path, { accept: '*/*', 'if-none-match': etag })).statusCode).toBe(200);
    const head = await first.inject({ method: 'HEAD', url: path, headers: { accept: BROWSER } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/avif');
  });

  it('draws the watermark, sized for the pages it is for', async () => {
    const answer = await get(first, derivativePath({ hash: photoHash, watermark: { hash: markHash, mobile: true }, size: { side: 202, square: true }, format: 'jpg' }));
    expect(answer.statusCode).toBe(200);
    const { data } = await sharp(answer.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // The mobile mark is 50 px wide, 8 px from the top and the right: its middle is at (169, 33).
    const [r, g, b] = data.subarray((33 * 202 + 169) * 3, (33 * 202 + 169) * 3 + 3);
    expect(Math.max(Math.abs(r - 20), Math.abs(g - 30), Math.abs(b - 120))).toBeLessThanOrEqual(12);
  });

  it('answers 404 { code, message } for an original or a watermark nothing is stored under', async () => {
    const unknown = 'e'.repeat(64);
    const noPicture = await get(first, derivativePath({ hash: unknown, watermark: null, size: { side: 720, square: false }, format: null }));
    expect(noPicture.statusCode).toBe(404);
    expect(noPicture.json()).toEqual({ code: 404, message: `There is no picture ${unknown}` });
    expect(String(noPicture.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
    const noMark = await get(first, pathOf({ watermark: { hash: unknown, mobile: false }, size: { side: 314, square: true } }));
    expect(noMark.statusCode).toBe(404);
    expect(noMark.json()).toEqual({ code: 404, message: `There is no watermark ${unknown}` });
  });

  it.each([
    '/media/p/abc/720',
    `/media/p/${'a'.repeat(64)}/721`,
    `/media/p/${'a'.repeat(64)}/sq315`,
    `/media/p/${'a'.repeat(64)}/720.gif`,
    `/media/p/${'a'.repeat(64)}/720.webp.html`,
    `/media/p/${'a'.repeat(64)}/${'b'.repeat(64)}-x/720`,
    `/media/p/${'A'.repeat(64)}/720`,
    '/media/p/..%2F..%2Fetc%2Fpasswd',
  ])('answers 404 { code, message } for %s, which names no derivative', async (path) => {
    const answer = await get(first, path);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 404, message: expect.stringContaining('is not the address of a picture') });
  });

  it('answers 422, never 500, when a stored original cannot be read', async () => {
    const broken = Buffer.concat([(await photo('jpeg', 400, 400, 72)).subarray(0, 600), Buffer.alloc(2000, 7)]);
    const hash = sha256(broken);
    await insertOriginal(database.db, { hash, contentType: 'image/jpeg', width: 400, height: 400, bytes: broken });
    const answer = await get(first, derivativePath({ hash, watermark: null, size: { side: 360, square: false }, format: 'webp' }));
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ code: 422, message: `The picture ${hash} cannot be made at that size` });
  });

  it('is served alike by a second process on the same database, from the photo the first stored', async () => {
    const fresh = await keep(await photo('png', 640, 480, 73), database.db);
    const path = derivativePath({ hash: fresh, watermark: null, size: { side: 360, square: false }, format: 'webp' });
    const fromSecond = await get(second, path);
    const fromFirst = await get(first, path);
    expect(fromSecond.statusCode).toBe(200);
    expect(fromFirst.rawPayload.equals(fromSecond.rawPayload)).toBe(true);
    expect(fromFirst.headers.etag).toBe(fromSecond.headers.etag);
    expect(await sharp(fromSecond.rawPayload).metadata()).toMatchObject({ width: 360, height: 270 });
  });
});

describe('MediaDerivatives', () => {
  it('makes a derivative once however many ask for it at once, then serves it as made', async () => {
    let reads = 0;
    const media = new MediaService(database.db);
    const derivatives = await media.derivatives({ renders: 2, cacheDir: null, cacheBytes: 0 }, () => {});
    const wanted = derivatives.wanted(derivativePath({ hash: photoHash, watermark: null, size: { side: 900, square: false }, format: 'avif' }), undefined);
    if (!wanted.ok) throw new Error(wanted.message);
    const original = media.originalByHash.bind(media);
    media.originalByHash = async (hash) => {
      reads += 1;
      return original(hash);
    };
    const answers = await Promise.all(Array.from({ length: 25 }, () => derivatives.derivative(wanted.value)));
    expect(derivatives.made).toBe(1);
    expect(reads).toBe(1);
    expect(new Set(answers.map((answer) => (answer.ok ? sha256(answer.value.bytes) : answer.message))).size).toBe(1);
    expect(derivatives.pending).toBe(0);
    await derivatives.derivative(wanted.value);
    expect(derivatives.made).toBe(1);
  });
});

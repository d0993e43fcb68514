/**
 * The S3 media store against an S3-compatible server the test starts itself (s3rver, on a random
 * port, in a temporary folder): put, has, get, missing, and the same bytes stored twice are one
 * object; `storeOriginal` through it checks and names pictures as it does with the database.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseS3Url, s3MediaStore } from './media-s3-store';
import { readOriginal, storeOriginal } from './media-service';
import type { MediaStore } from './media-store';
import { photo, SVG } from './media-test-kit';

let server: S3rver;
let directory: string;
let store: MediaStore;
let url: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'photos' }] });
  const { port } = await server.run();
  url = `http://S3RVER:S3RVER@127.0.0.1:${port}/photos/shop-eu?region=eu-west-3`;
  store = await s3MediaStore(parseS3Url(url));
});
afterAll(async () => {
  await store?.close?.();
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** The objects s3rver keeps on disk for the bucket (each with a metadata file beside it). */
const objects = () => readdirSync(path.join(directory, 'photos'), { recursive: true }).map(String).filter((name) => name.endsWith('._S3rver_object'));

describe('parseS3Url', () => {
  it('reads the endpoint, bucket, folder, region and credentials', () => {
    expect(parseS3Url('https://AK%2FID:se%2Bcret@s3.example:9000/bucket/a/b?region=eu-west-3')).toEqual({
      endpoint: 'https://s3.example:9000',
      region: 'eu-west-3',
      bucket: 'bucket',
      prefix: 'a/b/',
      credentials: { accessKeyId: 'AK/ID', secretAccessKey: 'se+cret' },
    });
    expect(parseS3Url('http://minio:9000/bucket')).toMatchObject({ region: 'us-east-1', prefix: '', credentials: undefined });
    expect(() => parseS3Url('http://minio:9000/')).toThrow(/names no bucket/);
  });
});

describe('the S3 media store', () => {
  it('keeps an original with its facts, and answers null for one it does not have', async () => {
    const bytes = await photo('jpeg', 320, 240, 61);
    const hash = sha256(bytes);
    expect(await store.has(hash)).toBeNull();
    expect(await store.get(hash)).toBeNull();
    await store.put({ hash, bytes, contentType: 'image/jpeg', width: 320, height: 240 });
    expect(await store.has(hash)).toEqual({ contentType: 'image/jpeg', width: 320, height: 240 });
    const found = await store.get(hash);
    expect(found).toMatchObject({ hash, contentType: 'image/jpeg', width: 320, height: 240 });
    expect(found?.bytes.equals(bytes)).toBe(true);
  });

  it('stores the same bytes once, however often and however named', async () => {
    const bytes = await photo('png', 200, 200, 62);
    const before = objects().length;
    const first = await storeOriginal(store, bytes, 'front.png');
    const again = await Promise.all([storeOriginal(store, bytes, 'copy.png'), storeOriginal(store, bytes, 'front.jpg')]);
    expect(first).toEqual({ ok: true, value: `/media/originals/${sha256(bytes)}.png` });
    expect(again).toEqual([first, first]);
    expect(objects().length).toBe(before + 1);
    expect(objects().some((name) => name.includes(`shop-eu/originals/${sha256(bytes)}`))).toBe(true);
    expect((await readOriginal(store, first.ok ? first.value : ''))?.equals(bytes)).toBe(true);
  });

  it('refuses what is not a picture and stores nothing', async () => {
    const before = objects().length;
    expect(await storeOriginal(store, SVG, 'logo.svg')).toMatchObject({ ok: false, kind: 'invalid-input', message: expect.stringContaining('logo.svg is an SVG drawing') });
    expect(objects().length).toBe(before);
  });
});

/**
 * The media store's first step (issues 32 and 33): what `storeOriginal` takes and refuses, by the
 * bytes and never the name, and that the same bytes are one row however often and however named.
 * On PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Db } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { MAX_PICTURE_BYTES } from './media-checks';
import { storeOriginal, storeOriginals } from './media-service';
import { HTML, photo, pngBomb, SVG, TEXT } from './media-test-kit';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
}, 120_000);
afterAll(() => database?.dispose());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const rowsOf = async (bytes: Buffer) => db.selectFrom('media_originals').selectAll().where('hash', '=', sha256(bytes)).execute();
/** The first 60 % of a photo: the header whole, the pixels cut short. */
const truncated = async (format: 'jpeg' | 'png') => {
  const whole = await photo(format, 400, 300, 9);
  return whole.subarray(0, Math.floor(whole.length * 0.6));
};
const countAll = async () => Number((await db.selectFrom('media_originals').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('storeOriginal', () => {
  it.each([
    ['jpeg', 'jpg', 'image/jpeg'],
    ['png', 'png', 'image/png'],
    ['webp', 'webp', 'image/webp'],
    ['avif', 'avif', 'image/avif'],
  ] as const)('keeps a %s photo by the hash of its bytes', async (format, extension, type) => {
    const bytes = await photo(format, 320, 240, 7);
    const stored = await storeOriginal(db, bytes, `pictures/front.${extension}`);
    expect(stored).toEqual({ ok: true, value: `/media/originals/${sha256(bytes)}.${extension}` });
    const [row] = await rowsOf(bytes);
    expect({ type: row.content_type, width: row.width, height: row.height }).toEqual({ type, width: 320, height: 240 });
    expect(Buffer.from(row.bytes).equals(bytes)).toBe(true);
  });

  it('goes by the bytes, not the name: a PNG called .jpg is a PNG', async () => {
    const bytes = await photo('png', 200, 200, 8);
    expect(await storeOriginal(db, bytes, 'shirt.jpg')).toEqual({ ok: true, value: `/media/originals/${sha256(bytes)}.png` });
  });

  it.each([
    ['an SVG drawing', 'logo.svg', () => SVG, /logo\.svg is an SVG drawing: JPEG, PNG, WebP and AVIF/],
    ['an SVG renamed .jpg', 'front.jpg', () => SVG, /front\.jpg is an SVG drawing/],
    ['a text file renamed .jpg', 'letter.jpg', () => TEXT, /letter\.jpg is not a picture/],
    ['an HTML page renamed .png', 'page.png', () => HTML, /page\.png is not a picture/],
    ['a GIF', 'anim.gif', () => sharp({ create: { width: 200, height: 200, channels: 3, background: '#333' } }).gif().toBuffer(), /anim\.gif is a GIF/],
    ['a truncated JPEG', 'cut.jpg', () => truncated('jpeg'), /cut\.jpg is damaged or incomplete/],
    ['a truncated PNG', 'cut.png', () => truncated('png'), /cut\.png is damaged or incomplete/],
    ['a 1 × 1 pixel', 'pixel.png', () => sharp({ create: { width: 1, height: 1, channels: 3, background: '#333' } }).png().toBuffer(), /pixel\.png is 1 × 1 pixels: a picture needs at least 100/],
    ['a thin strip', 'strip.jpg', () => photo('jpeg', 800, 60), /strip\.jpg is 800 × 60 pixels/],
    ['a decompression bomb', 'bomb.png', () => pngBomb(), /bomb\.png has too many pixels: a picture may have at most 50 megapixels/],
    ['an empty file', 'empty.jpg', () => Buffer.alloc(0), /empty\.jpg is empty/],
    ['a file over 25 MB', 'huge.jpg', () => Buffer.alloc(MAX_PICTURE_BYTES + 1), /huge\.jpg is 25\.0 MB: a picture may be at most 25\.0 MB/],
  ])('refuses %s, naming the file, and stores nothing', async (_what, name, make, message) => {
    const bytes = await make();
    const before = await countAll();
    const refused = await storeOriginal(db, bytes, name);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.kind).toBe('invalid-input');
    expect(refused.message).toMatch(message);
    expect(await countAll()).toBe(before);
  });

  it('keeps the same bytes once, whatever they are called and however many store them at once', async () => {
    const bytes = await photo('jpeg', 300, 300, 11);
    const first = await storeOriginal(db, bytes, 'a.jpg');
    const again = await storeOriginal(db, bytes, 'copy of a.jpeg');
    const together = await Promise.all([1, 2, 3].map(() => storeOriginal(db, bytes, 'a.jpg')));
    expect(again).toEqual(first);
    expect(together).toEqual([first, first, first]);
    expect(await rowsOf(bytes)).toHaveLength(1);
    // Two new pictures stored at the same moment by two writers: one row each.
    const fresh = await photo('webp', 300, 300, 12);
    const racing = await Promise.all([storeOriginal(db, fresh, 'x.webp'), storeOriginal(db, fresh, 'y.webp')]);
    expect(racing[0]).toEqual(racing[1]);
    expect(await rowsOf(fresh)).toHaveLength(1);
  });

  it('stores inside a transaction, and a rolled-back one keeps nothing', async () => {
    const bytes = await photo('png', 150, 150, 13);
    await db.transaction().execute(async (trx) => {
      expect((await storeOriginal(trx, bytes, 'kept.png')).ok).toBe(true);
    });
    expect(await rowsOf(bytes)).toHaveLength(1);
    const other = await photo('png', 150, 150, 14);
    await expect(db.transaction().execute(async (trx) => {
      await storeOriginal(trx, other, 'dropped.png');
      throw new Error('the import failed');
    })).rejects.toThrow('the import failed');
    expect(await rowsOf(other)).toHaveLength(0);
  });
});

describe('storeOriginals', () => {
  it("stores a bundle's pictures, two at a time, each mapped to its path or its refusal", async () => {
    const files = new Map<string, Buffer>([
      ['pictures/1.jpg', await photo('jpeg', 200, 200, 21)],
      ['pictures/2.png', await photo('png', 200, 200, 22)],
      ['pictures/3.webp', await photo('webp', 200, 200, 23)],
      ['pictures/same-as-1.jpg', await photo('jpeg', 200, 200, 21)],
      ['pictures/logo.svg', SVG],
    ]);
    let reading = 0;
    let mostAtOnce = 0;
    const progress: number[] = [];
    const references = [...files.keys(), 'pictures/1.jpg', 'pictures/missing.jpg', 'ftp://example.com/a.jpg'];
    const stored = await storeOriginals(db, references, async (name) => {
      mostAtOnce = Math.max(mostAtOnce, ++reading);
      await new Promise((resolve) => setTimeout(resolve, 5));
      reading -= 1;
      return files.get(name) ?? null;
    }, { onPicture: (done) => progress.push(done) });

    expect([...stored.keys()]).toHaveLength(7);
    expect(mostAtOnce).toBe(2);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(stored.get('pictures/1.jpg')).toEqual({ ok: true, value: `/media/originals/${sha256(files.get('pictures/1.jpg')!)}.jpg` });
    expect(stored.get('pictures/same-as-1.jpg')).toEqual(stored.get('pictures/1.jpg'));
    expect(stored.get('pictures/2.png')).toMatchObject({ ok: true, value: expect.stringMatching(/\.png$/) });
    expect(stored.get('pictures/logo.svg')).toMatchObject({ ok: false, kind: 'invalid-input', message: expect.stringContaining('pictures/logo.svg') });
    expect(stored.get('pictures/missing.jpg')).toEqual({ ok: false, kind: 'not-found', message: 'pictures/missing.jpg is not in the bundle' });
    // Not an https URL: a name inside the bundle, which has none such.
    expect(stored.get('ftp://example.com/a.jpg')).toMatchObject({ ok: false, kind: 'not-found' });
  });
});

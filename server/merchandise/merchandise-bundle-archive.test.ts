/**
 * Hostile archives: each is refused with a problem in words, and nothing is ever written outside
 * the temporary folder the bundle is unpacked in (checked by giving each reading a folder of its own).
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemText } from '../../src/domain/catalogue/catalogue-bundle';
import type { BundleLimits } from './merchandise-bundle-limits';
import { readBundle } from './merchandise-bundle-read';
import { ZipWriter } from './merchandise-bundle-zip-writer';

const TWENTY = path.resolve(import.meta.dirname, '../../tests/fixtures/catalogue/twenty');
const FILES = ['brands.json', 'artists.json', 'categories.json', 'colours.json', 'materials.json', 'ranges.json', 'sizes.json', 'products.csv'];
let work: string;
let fixture: [string, Buffer][];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'bundle-archive-test-'));
  const pictures = (await readdir(path.join(TWENTY, 'pictures'))).map((name) => `pictures/${name}`);
  fixture = await Promise.all([...FILES, ...pictures].map(async (name): Promise<[string, Buffer]> => [name, await readFile(path.join(TWENTY, name))]));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

type ZipEntry = [name: string, bytes: Buffer, options?: { mode?: number; level?: number }];

async function zipOf(name: string, entries: ZipEntry[]): Promise<string> {
  const file = path.join(work, name);
  const zip = new ZipWriter(createWriteStream(file));
  for (const [entry, bytes, options] of entries) await zip.add(entry, bytes, options);
  await zip.finish();
  return file;
}

/** A ustar entry: a 512-byte header (type 0 file, 1 hard link, 2 symbolic link, 3 device) and its padded body. */
function tarEntry(name: string, body: Buffer = Buffer.alloc(0), type = '0', link = ''): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100);
  header.write('0000644\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write('00000000000\0', 136);
  header.write('        ', 148);
  header.write(type, 156);
  header.write(link, 157, 100);
  header.write('ustar\0', 257);
  header.write('00', 263);
  header.write(`${header.reduce((sum, byte) => sum + byte, 0).toString(8).padStart(6, '0')}\0 `, 148);
  return Buffer.concat([header, body, Buffer.alloc((512 - (body.length % 512)) % 512)]);
}

async function tarGzOf(name: string, entries: Buffer[]): Promise<string> {
  const file = path.join(work, name);
  await writeFile(file, gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)])));
  return file;
}

/** Reads an archive in a temporary folder of its own, and says what was left in that folder meanwhile and after. */
async function readIn(file: string, limits?: Partial<BundleLimits>) {
  const temp = await mkdtemp(path.join(work, 'temp-'));
  const reading = await readBundle(file, { tempDir: temp, limits });
  const during = await readdir(temp);
  await reading.dispose();
  return { reading, problems: reading.problems.map(problemText), during, after: await readdir(temp) };
}

const good = (): ZipEntry[] => fixture.map(([name, bytes]) => [name, bytes]);

describe('zip bundles', () => {
  it('reads a zip made by "compress this folder", junk entries ignored', async () => {
    const file = await zipOf('folder.zip', [...fixture.map(([name, bytes]): ZipEntry => [`my bundle/${name}`, bytes]), ['__MACOSX/my bundle/._products.csv', Buffer.from('junk')], ['my bundle/.DS_Store', Buffer.from('junk')]]);
    const { reading, after } = await readIn(file);
    expect(reading.problems).toEqual([]);
    expect(reading.bundle?.products).toHaveLength(20);
    expect(after).toEqual([]);
  });

  it.each([
    ['../evil.txt', 'entry "../evil.txt" points outside the bundle (..)'],
    ['pictures/../../evil.txt', 'entry "pictures/../../evil.txt" points outside the bundle (..)'],
    ['..\\evil.txt', 'entry "../evil.txt" points outside the bundle (..)'],
    ['/tmp/evil.txt', 'entry "/tmp/evil.txt" has an absolute path'],
    ['C:/evil.txt', 'entry "C:/evil.txt" has an absolute path'],
  ])('refuses an entry named %s and writes nothing outside', async (name, problem) => {
    const file = await zipOf('climb.zip', [...good(), [name, Buffer.from('evil')]]);
    const { reading, problems, during } = await readIn(file);
    expect(reading.bundle).toBeNull();
    expect(problems).toEqual([`climb.zip: ${problem}`]);
    expect(during.filter((entry) => !entry.startsWith('boutique-bundle-'))).toEqual([]);
  });

  it('refuses a symbolic link', async () => {
    const file = await zipOf('link.zip', [...good(), ['pictures/link.jpg', Buffer.from('/etc/passwd'), { mode: 0o120777 }]]);
    expect((await readIn(file)).problems).toEqual(['link.zip: entry "pictures/link.jpg" is a symbolic link']);
  });

  it('refuses a zip bomb while inflating it', async () => {
    const file = await zipOf('bomb.zip', [...good(), ['pictures/bomb.png', Buffer.alloc(20 * 1024 * 1024), { level: 9 }]]);
    const { problems, after } = await readIn(file);
    expect(problems).toEqual(['bomb.zip: "pictures/bomb.png" is compressed more than 200 times (a zip bomb?)']);
    expect(after).toEqual([]);
  });

  it('counts the bytes, whatever the header claims', async () => {
    const file = await zipOf('liar.zip', [['products.csv', Buffer.alloc(300_000, 'a')]]);
    const bytes = await readFile(file);
    const central = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(10, central + 24);
    await writeFile(file, bytes);
    const { problems } = await readIn(file);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^liar\.zip: "products\.csv" cannot be read \(.*bytes/);
  });

  it('refuses files over their limit, too many entries, and names given twice', async () => {
    const noise = Buffer.from(Array.from({ length: 12_000 }, (_, index) => (index * 7919) % 251));
    expect((await readIn(await zipOf('big.zip', [...good(), ['pictures/big.png', noise]]), { pictureBytes: 10_000 })).problems).toEqual([
      'big.zip: "pictures/big.png" is over 10 kB',
    ]);
    expect((await readIn(await zipOf('many.zip', good()), { entries: 5 })).problems).toEqual([`many.zip: holds ${fixture.length} entries, more than 5`]);
    expect((await readIn(await zipOf('twice.zip', [...good(), ['products.csv', Buffer.from('x')]]))).problems).toEqual(['twice.zip: names "products.csv" twice']);
  });

  it('says so when the file is no zip', async () => {
    const file = path.join(work, 'fake.zip');
    await writeFile(file, 'not a zip at all');
    expect((await readIn(file)).problems[0]).toMatch(/^fake\.zip: is not a zip file/);
  });
});

describe('tar.gz bundles', () => {
  const goodTar = () => fixture.map(([name, bytes]) => tarEntry(name, bytes));

  it('reads a tar.gz', async () => {
    const { reading } = await readIn(await tarGzOf('good.tar.gz', goodTar()));
    expect(reading.problems).toEqual([]);
    expect(reading.bundle?.products).toHaveLength(20);
  });

  it.each([
    ['climb.tgz', [tarEntry('../evil.txt', Buffer.from('evil'))], 'entry "../evil.txt" points outside the bundle (..)'],
    ['absolute.tgz', [tarEntry('/tmp/evil.txt', Buffer.from('evil'))], 'entry "/tmp/evil.txt" has an absolute path'],
    ['symlink.tgz', [tarEntry('pictures/a.jpg', Buffer.alloc(0), '2', '/etc/passwd')], 'entry "pictures/a.jpg" is a symbolic link'],
    ['hardlink.tgz', [tarEntry('pictures/a.jpg', Buffer.alloc(0), '1', 'products.csv')], 'entry "pictures/a.jpg" is a hard link'],
    ['device.tgz', [tarEntry('pictures/a.jpg', Buffer.alloc(0), '3')], 'entry "pictures/a.jpg" is not a file'],
  ])('refuses %s and writes nothing outside', async (name, entries, problem) => {
    const { reading, problems, during } = await readIn(await tarGzOf(name, [...goodTar(), ...entries]));
    expect(reading.bundle).toBeNull();
    expect(problems).toEqual([`${name}: ${problem}`]);
    expect(during.filter((entry) => !entry.startsWith('boutique-bundle-'))).toEqual([]);
  });

  it('refuses a tar bomb while inflating it', async () => {
    const { problems } = await readIn(await tarGzOf('bomb.tar.gz', [...goodTar(), tarEntry('pictures/bomb.png', Buffer.alloc(20 * 1024 * 1024))]));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^bomb\.tar\.gz: (\S+ )?is compressed more than 200 times \(a zip bomb\?\)$/);
  });

  it('says so when the file is no tar.gz', async () => {
    const file = path.join(work, 'fake.tgz');
    await writeFile(file, 'not a tarball');
    expect((await readIn(file)).problems[0]).toMatch(/^fake\.tgz: is not a/);
  });
});

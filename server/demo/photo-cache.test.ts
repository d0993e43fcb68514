/** The machine's cache of demo photos gives the bytes a render gives, and a cache that cannot be written only costs time. */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDemoPhoto } from './demo-photos';
import { demoPhoto, storedDemoPhotoPath, writeDemoPhotos } from './photo-cache';
import type { PhotoSubject } from './photo-names';

const SOCKS: PhotoSubject = { kind: 'socks', hex: '#f2c94c', view: 'side' };

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'photo-cache-test-'));
});
afterAll(async () => rm(work, { recursive: true, force: true }));

describe('demoPhoto', () => {
  it('keeps a rendered photo and reads it back, the same bytes', async () => {
    const root = path.join(work, 'cache');
    const rendered = await renderDemoPhoto(SOCKS);
    expect((await demoPhoto(SOCKS, root)).equals(rendered)).toBe(true);
    const [folder] = await readdir(root);
    const files = await readdir(path.join(root, folder));
    expect(files).toEqual([expect.stringMatching(/^socks-f2c94c-side-[0-9a-f]{12}\.jpg$/)]);
    expect((await demoPhoto(SOCKS, root)).equals(rendered)).toBe(true);
  });

  it('renders when the cache cannot be made', async () => {
    const blocked = path.join(work, 'a-file');
    await writeFile(blocked, 'not a folder');
    expect((await demoPhoto(SOCKS, blocked)).equals(await renderDemoPhoto(SOCKS))).toBe(true);
  });
});

describe('storedDemoPhotoPath', () => {
  it('is the address of the photo\'s content, as the media store files it', async () => {
    const hash = createHash('sha256').update(await renderDemoPhoto(SOCKS)).digest('hex');
    expect(await storedDemoPhotoPath('pictures/socks-f2c94c-side.jpg')).toBe(`/media/originals/${hash}.jpg`);
    await expect(storedDemoPhotoPath('pictures/1001-1.jpg')).rejects.toThrow('is not a demo photo');
  });
});

describe('writeDemoPhotos', () => {
  it('writes each named photo once into the bundle folder, and refuses a name that is not a demo photo', async () => {
    const bundle = path.join(work, 'bundle');
    const names = ['pictures/socks-f2c94c-side.jpg', 'pictures/cap-1c1c1e-front.jpg', 'pictures/socks-f2c94c-side.jpg'];
    expect(await writeDemoPhotos(names, bundle)).toBe(2);
    expect((await readdir(path.join(bundle, 'pictures'))).sort()).toEqual(['cap-1c1c1e-front.jpg', 'socks-f2c94c-side.jpg']);
    await expect(writeDemoPhotos(['pictures/1001-1.jpg'], bundle)).rejects.toThrow('pictures/1001-1.jpg is not a demo photo');
  });
});

/**
 * The demo's photos kept on the machine (the system's temp directory), so that only the first demo
 * start or test run on a machine renders them: later ones read each file (a few milliseconds)
 * instead of drawing it (a few tens). A photo is filed under its subject and a hash of what it is
 * drawn from (the scene's SVG, the studio, the renderer's recipe, in a folder per sharp version), so
 * a changed drawing is never read stale. Files are written whole (a temporary file renamed), so processes may
 * share the folder; any failure of the cache only costs the time of rendering. (A renderer's folder
 * holds at most the 1,024 photos, some 40 MB; the system empties its temp directory.)
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { originalPath } from '../../src/domain/routing/media-paths';
import { PHOTO_RECIPE, renderDemoPhoto } from './demo-photos';
import { parsePhotoFile, photoKey, type PhotoSubject } from './photo-names';
import { backdropColour, FOLDS, garmentScene, LIGHT, VIGNETTE } from './photo-scene';

const ROOT = path.join(tmpdir(), 'boutique-demo-pictures');
/** A folder per sharp: the same drawing may come out in other bytes from another libvips. */
const RENDERER = `sharp${sharp.versions.sharp}-vips${sharp.versions.vips}`;
const STUDIO = createHash('sha256').update(PHOTO_RECIPE).update(LIGHT).update(FOLDS).update(VIGNETTE).digest('hex');

const folders = new Map<string, Promise<string | null>>();

/** The photo of `subject`, from the machine's cache or rendered (and then kept). */
export async function demoPhoto(subject: PhotoSubject, root = ROOT): Promise<Buffer> {
  const dir = await cacheFolder(root);
  const file = dir && path.join(dir, `${photoKey(subject)}-${drawnFrom(subject)}.jpg`);
  if (file) {
    try {
      return await readFile(file);
    } catch {
      // Not rendered on this machine yet.
    }
  }
  const bytes = await renderDemoPhoto(subject);
  if (file) {
    const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, bytes).then(() => rename(temporary, file)).catch(() => rm(temporary, { force: true }).catch(() => {}));
  }
  return bytes;
}

/**
 * The demo photos a bundle names (`pictures/<subject>.jpg`), written into the bundle folder `dir`,
 * a few at a time: sharp renders on its own threads, one photo per core. Answers how many.
 */
export async function writeDemoPhotos(names: Iterable<string>, dir: string, onPicture?: (done: number) => void): Promise<number> {
  const pending = [...new Set(names)];
  await mkdir(path.join(dir, 'pictures'), { recursive: true });
  let done = 0;
  const worker = async () => {
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      const subject = parsePhotoFile(name);
      if (!subject) throw new Error(`${name} is not a demo photo`);
      await writeFile(path.join(dir, name), await demoPhoto(subject));
      done += 1;
      onPicture?.(done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), 4)) }, worker));
  return done;
}

/** The address a demo photo named in a bundle (`pictures/hoodie-3a6ea5-front.jpg`) has once a shop stores it: its content's. */
export async function storedDemoPhotoPath(name: string): Promise<string> {
  const subject = parsePhotoFile(name);
  if (!subject) throw new Error(`${name} is not a demo photo`);
  return originalPath(createHash('sha256').update(await demoPhoto(subject)).digest('hex'), 'jpg');
}

function drawnFrom(subject: PhotoSubject): string {
  return createHash('sha256').update(RENDERER).update(STUDIO).update(backdropColour(subject)).update(garmentScene(subject)).digest('hex').slice(0, 12);
}

/** This renderer's folder under `root`, made once per process; null: no cache. */
function cacheFolder(root: string): Promise<string | null> {
  let folder = folders.get(root);
  if (!folder) {
    const dir = path.join(root, RENDERER);
    folders.set(root, (folder = mkdir(dir, { recursive: true }).then(() => dir, () => null)));
  }
  return folder;
}

/**
 * The studio every demo photo is taken in, made once per process (photo-scene.ts draws it): the
 * light and the folds laid over the cloth, the backdrop's light, and the film over the whole photo: the backdrop's
 * vignette and the grain of a photograph, a layer of seeded noise (the same bytes on every machine,
 * so the photos are too) blurred a little, as film grain and woven cloth are never sharp pixels.
 */
import sharp from 'sharp';
import { Random } from './random';
import { FOLDS, LIGHT, PHOTO_HEIGHT, PHOTO_WIDTH, VIGNETTE } from './photo-scene';

export interface Studio {
  /** RGBA: light and folds, laid atop the cloth. */
  cloth: Buffer;
  /** Grey around mid grey, one byte a pixel, blended soft-light over the photo: vignette and grain. */
  film: Buffer;
  /** The backdrop's light (of 256) at each pixel: most where the key light falls, less to the corners. */
  falloff: Uint16Array;
  /** The soft-light blend of a photo's byte `b` with the film's `f`: `softLight[(b << 8) | f]`. */
  softLight: Uint8Array;
}

const PIXELS = PHOTO_WIDTH * PHOTO_HEIGHT;
export const RGBA = { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 4 as const } };
export const RGB = { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 as const } };
const GREY = { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 1 as const } };
/** How strong the grain is: the spread of the noise around mid grey before its blur. */
export const GRAIN_SPREAD = 24;

let studio: Promise<Studio> | undefined;

export function photoStudio(): Promise<Studio> {
  studio ??= makeStudio();
  studio.catch(() => (studio = undefined));
  return studio;
}

async function makeStudio(): Promise<Studio> {
  const [folds, grain, vignette] = await Promise.all([
    sharp(Buffer.from(FOLDS)).blur(28).png().toBuffer(),
    sharp(noise(), GREY).blur(0.75).raw().toBuffer(),
    sharp(Buffer.from(VIGNETTE)).extractChannel(0).raw().toBuffer(),
  ]);
  const cloth = await sharp(Buffer.from(LIGHT)).composite([{ input: folds, blend: 'dest-over' }]).raw().toBuffer();
  // The vignette's and the grain's departures from mid grey, added: one soft-light blend for two.
  const film = Buffer.alloc(PIXELS);
  for (let at = 0; at < PIXELS; at += 1) film[at] = Math.max(0, Math.min(255, vignette[at] + grain[at] - 128));
  return { cloth, film, falloff: falloff(), softLight: softLightTable() };
}

/** How much darker the backdrop's corners are than where the light falls (above the middle). */
const FALLOFF = 0.15;

function falloff(): Uint16Array {
  const light = new Uint16Array(PIXELS);
  const [x0, y0] = [PHOTO_WIDTH / 2, PHOTO_HEIGHT * 0.4];
  const reach = (PHOTO_WIDTH / 2) ** 2 + (PHOTO_HEIGHT * 0.6) ** 2;
  for (let y = 0, pixel = 0; y < PHOTO_HEIGHT; y += 1) {
    for (let x = 0; x < PHOTO_WIDTH; x += 1, pixel += 1) light[pixel] = Math.round(256 * (1 - FALLOFF * Math.min(1, ((x - x0) ** 2 + (y - y0) ** 2) / reach)));
  }
  return light;
}

/** Grey noise around mid grey, roughly normal (the sum of three draws), from a fixed seed. */
function noise(): Buffer {
  const random = new Random(0x5eed);
  const bytes = Buffer.alloc(PIXELS);
  for (let pixel = 0; pixel < PIXELS; pixel += 1) {
    bytes[pixel] = Math.round(128 + (random.next() + random.next() + random.next() - 1.5) * GRAIN_SPREAD);
  }
  return bytes;
}

/** The W3C compositing spec's soft-light, for every pair of bytes (a lookup is cheaper than the formula). */
function softLightTable(): Uint8Array {
  const table = new Uint8Array(256 * 256);
  for (let b = 0; b < 256; b += 1) {
    const base = b / 255;
    const deep = base <= 0.25 ? ((16 * base - 12) * base + 4) * base : Math.sqrt(base);
    for (let f = 0; f < 256; f += 1) {
      const film = f / 255;
      const blended = film <= 0.5 ? base - (1 - 2 * film) * base * (1 - base) : base + (2 * film - 1) * (deep - base);
      table[(b << 8) | f] = Math.round(blended * 255);
    }
  }
  return table;
}

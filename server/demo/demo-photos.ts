/**
 * The demo's product photos (issue 33: the demo runs through the pipeline real photos take): a
 * garment drawing rasterised and lit as a studio photograph, a JPEG of 900×1125. The garment casts
 * a soft shadow on a backdrop whose light falls off to the corners; its cloth is lit from the top
 * left, rounds away darker at its edges and has soft folds; the whole photo has grain. The same
 * subject gives the same bytes (with the same sharp), so the media store keeps each photo once.
 *
 * sharp draws, blurs and encodes (on its own threads); the layering is one pass of integer
 * arithmetic here, three times cheaper than sharp's blends of whole layers.
 */
import sharp from 'sharp';
import type { PhotoSubject } from './photo-names';
import { backdropColour, garmentScene, PHOTO_HEIGHT, PHOTO_WIDTH, SHADOW_OFFSET } from './photo-scene';
import { GRAIN_SPREAD, photoStudio, RGB, type Studio } from './photo-grain';

/** Bump when the code below changes a photo's bytes (photo-cache.ts files photos by it). */
const DEMO_PHOTO_VERSION = 2;
const PHOTO_QUALITY = 80;

/** How soft the shadow and the cloth's rounding are (pixels), and how dark (of 256). */
const SOFTNESS = 16;
const SHADOW = 115;
const ROUNDING = 150;
/** The silhouette is blurred this much smaller, then enlarged: the same softness, far cheaper. */
const SHRINK = 5;

/** All that makes a photo besides its scene and studio drawings: the machine's cache is filed by it. */
export const PHOTO_RECIPE = JSON.stringify({ version: DEMO_PHOTO_VERSION, quality: PHOTO_QUALITY, SOFTNESS, SHADOW, ROUNDING, SHRINK, GRAIN_SPREAD });

export async function renderDemoPhoto(subject: PhotoSubject): Promise<Buffer> {
  const scene = Buffer.from(garmentScene(subject));
  const [studio, garment, small] = await Promise.all([
    photoStudio(),
    sharp(scene).raw().toBuffer(),
    sharp(scene, { density: 72 / SHRINK }).extractChannel(3).blur(SOFTNESS / SHRINK).raw().toBuffer(),
  ]);
  return sharp(develop(garment, enlarge(small), studio, backdropColour(subject)), RGB)
    .jpeg({ quality: PHOTO_QUALITY, optimiseCoding: true })
    .toBuffer();
}

/**
 * The backdrop, lit (`falloff`) and darkened under the shadow (the blurred silhouette, offset); the garment over it,
 * darker where its blurred silhouette thins out (the cloth turning away at its edges), under the
 * studio's light and folds; then the film (vignette and grain) blended soft-light over it all.
 */
function develop(garment: Buffer, soft: Uint8Array, studio: Studio, backdrop: string): Buffer {
  const { cloth, film, falloff, softLight } = studio;
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(backdrop.slice(at, at + 2), 16));
  const out = Buffer.alloc(PHOTO_WIDTH * PHOTO_HEIGHT * 3);
  const shift = SHADOW_OFFSET.top * PHOTO_WIDTH + SHADOW_OFFSET.left;
  for (let y = 0, pixel = 0; y < PHOTO_HEIGHT; y += 1) {
    for (let x = 0; x < PHOTO_WIDTH; x += 1, pixel += 1) {
      const caster = x >= SHADOW_OFFSET.left && y >= SHADOW_OFFSET.top ? soft[pixel - shift] : 0;
      const shade = (falloff[pixel] * (256 - ((caster * SHADOW) >> 8))) >> 8;
      let r = (red * shade) >> 8;
      let g = (green * shade) >> 8;
      let b = (blue * shade) >> 8;
      const at = pixel * 4;
      const alpha = garment[at + 3];
      if (alpha > 0) {
        const rounding = 256 - (((255 - soft[pixel]) * ROUNDING) >> 8);
        const light = cloth[at + 3];
        const fr = (garment[at] * rounding) >> 8;
        const fg = (garment[at + 1] * rounding) >> 8;
        const fb = (garment[at + 2] * rounding) >> 8;
        r += ((fr + (((cloth[at] - fr) * light) >> 8) - r) * alpha) >> 8;
        g += ((fg + (((cloth[at + 1] - fg) * light) >> 8) - g) * alpha) >> 8;
        b += ((fb + (((cloth[at + 2] - fb) * light) >> 8) - b) * alpha) >> 8;
      }
      const grain = film[pixel];
      out[pixel * 3] = softLight[(r << 8) | grain];
      out[pixel * 3 + 1] = softLight[(g << 8) | grain];
      out[pixel * 3 + 2] = softLight[(b << 8) | grain];
    }
  }
  return out;
}

/** The small blurred silhouette back at the photo's size, interpolated (sharp's enlargement costs more than all the rest). */
function enlarge(small: Buffer): Uint8Array {
  const width = PHOTO_WIDTH / SHRINK;
  const height = PHOTO_HEIGHT / SHRINK;
  // Where each full-size column and row falls between two small ones, and its weight (of 256) on the second.
  const place = (size: number, limit: number) => {
    const first = new Int32Array(size);
    const weight = new Int32Array(size);
    for (let at = 0; at < size; at += 1) {
      const position = Math.max(0, Math.min(limit - 1, (at + 0.5) / SHRINK - 0.5));
      first[at] = Math.min(Math.floor(position), limit - 2);
      weight[at] = Math.round((position - first[at]) * 256);
    }
    return { first, weight };
  };
  const columns = place(PHOTO_WIDTH, width);
  const rows = place(PHOTO_HEIGHT, height);
  const soft = new Uint8Array(PHOTO_WIDTH * PHOTO_HEIGHT);
  for (let y = 0, pixel = 0; y < PHOTO_HEIGHT; y += 1) {
    const above = rows.first[y] * width;
    const below = above + width;
    const down = rows.weight[y];
    for (let x = 0; x < PHOTO_WIDTH; x += 1, pixel += 1) {
      const column = columns.first[x];
      const right = columns.weight[x];
      const top = small[above + column] * (256 - right) + small[above + column + 1] * right;
      const bottom = small[below + column] * (256 - right) + small[below + column + 1] * right;
      soft[pixel] = (top * (256 - down) + bottom * down) >> 16;
    }
  }
  return soft;
}

/**
 * The demo's photos look like photos (light, shadow, grain, portrait 4:5, no text) and are the
 * same bytes for the same subject, so the media store keeps each once; the demo needs a bounded
 * number of them whatever its product count.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderDemoPhoto } from './demo-photos';
import { leafNodes } from './categories';
import { generateCatalogue } from './generate-catalogue';
import { PICTURE_VIEWS, parsePhotoFile, photoFile, type PhotoSubject } from './photo-names';
import { COLOURS } from './words';

const HOODIE: PhotoSubject = { kind: 'hoodie', hex: '#3a6ea5', view: 'front' };

async function pixels(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
  /** Mean and variance of the grey levels in a square of `size` at (x, y). */
  const patch = (x: number, y: number, size = 40) => {
    const values: number[] = [];
    for (let row = y; row < y + size; row += 1) for (let column = x; column < x + size; column += 1) values.push(data[row * info.width + column]);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    return { mean, variance: values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length };
  };
  return { info, patch };
}

describe('renderDemoPhoto', () => {
  it('makes a portrait JPEG of 900 × 1125, small', async () => {
    const jpeg = await renderDemoPhoto(HOODIE);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 1125, channels: 3 });
    expect(jpeg.length).toBeLessThan(80_000);
  });

  it('gives the same bytes for the same subject, other bytes for another kind, colour or view', async () => {
    const [first, again, cap, red, back] = await Promise.all([
      renderDemoPhoto(HOODIE), renderDemoPhoto({ ...HOODIE }), renderDemoPhoto({ ...HOODIE, kind: 'cap' }),
      renderDemoPhoto({ ...HOODIE, hex: '#c0392b' }), renderDemoPhoto({ ...HOODIE, view: 'back' }),
    ]);
    expect(again.equals(first)).toBe(true);
    for (const other of [cap, red, back]) expect(other.equals(first)).toBe(false);
  });

  it('has light: the backdrop is brighter in the middle than in its corners, and the garment casts a shadow', async () => {
    const { patch } = await pixels(await renderDemoPhoto({ kind: 'bag', hex: '#6d4c41', view: 'front' }));
    const middle = patch(430, 250).mean;
    for (const corner of [patch(0, 0), patch(860, 0), patch(0, 1085), patch(860, 1085)]) expect(corner.mean).toBeLessThan(middle - 10);
    // Just below the bag (its bottom edge at y 865), and further down, where the backdrop is already less lit.
    expect(patch(540, 872, 12).mean).toBeLessThan(patch(540, 950, 12).mean - 40);
  });

  it('has texture: a flat stretch of backdrop or of cloth is not flat', async () => {
    const { patch } = await pixels(await renderDemoPhoto(HOODIE));
    expect(patch(420, 40, 20).variance).toBeGreaterThan(0);
    expect(patch(330, 540, 30).variance).toBeGreaterThan(1);
  });
});

describe('the demo photos', () => {
  it('are named by subject, and the names read back', () => {
    expect(photoFile(HOODIE)).toBe('pictures/hoodie-3a5f7c-front.jpg'.replace('3a5f7c', '3a6ea5'));
    expect(parsePhotoFile(photoFile(HOODIE))).toEqual(HOODIE);
    for (const name of ['pictures/robe-3a6ea5-front.jpg', 'pictures/hoodie-3a6ea5-top.jpg', 'hoodie-3a6ea5-front.jpg', 'pictures/1001-1.jpg']) expect(parsePhotoFile(name), name).toBeNull();
  });

  it('are bounded: the kinds of the categories × 16 colours × 4 views, whatever the product count', () => {
    const kinds = new Set(leafNodes().map((node) => node.type!.kind));
    const bound = kinds.size * COLOURS.length * PICTURE_VIEWS.length;
    expect(bound).toBeLessThanOrEqual(1_024);
    const used = (count: number) => new Set(generateCatalogue(42, count).products.flatMap((product) => product.pictures.map((picture) => picture.path)));
    const demo = used(720);
    expect(demo.size).toBeLessThanOrEqual(bound);
    expect(demo.size).toBeGreaterThan(500);
    expect(used(5_000).size).toBeLessThanOrEqual(bound);
  });
});

/**
 * What a derivative is made of (media-pipeline.ts): the sizes and proportions of
 * picture-derivatives.ts, the orientation applied and EXIF/GPS gone, colours converted to sRGB, and
 * the watermark exactly where SPEC §9 puts it, read from the pixels.
 */
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { derivativeDimensions, SQUARE_SIDES, PICTURE_WIDTHS, watermarkBox } from '../../src/domain/routing/picture-derivatives';
import { derivativeImage, renderDerivative } from './media-pipeline';
import { flat, hasGpsPointer, mark, phoneJpeg, photo, type Colour } from './media-test-kit';

const SAND: Colour = { r: 200, g: 180, b: 140 };
const NAVY: Colour = { r: 20, g: 30, b: 120 };

/** The raw RGB pixels of a picture, and a reader of one of them. */
async function pixels(input: Buffer | Sharp) {
  const { data, info } = await (Buffer.isBuffer(input) ? sharp(input) : input).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Colour => {
    const offset = (y * info.width + x) * info.channels;
    return { r: data[offset], g: data[offset + 1], b: data[offset + 2] };
  };
  return { width: info.width, height: info.height, at };
}

const near = (a: Colour, b: Colour, tolerance: number) => Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b)) <= tolerance;

describe('derivative sizes', () => {
  it.each(PICTURE_WIDTHS.map((width) => [width]))('%i px wide keeps the proportions of a 1200 × 1500 photo', async (width) => {
    const original = await photo('jpeg', 1200, 1500, 3);
    const { width: w, height: h } = await sharp(await renderDerivative({ original, size: { side: width, square: false } }, 'jpg')).metadata();
    expect({ width: w, height: h }).toEqual(derivativeDimensions({ side: width, square: false }, { width: 1200, height: 1500 }));
    expect(h).toBe(Math.round(width * 1.25));
  });

  it('never enlarges: 1100 px of an 800 px wide photo is 800 px, a 900 px square of a 800 × 600 one is 600', async () => {
    const original = await photo('png', 800, 600, 4);
    expect(await sharp(await renderDerivative({ original, size: { side: 1100, square: false } }, 'webp')).metadata()).toMatchObject({ width: 800, height: 600 });
    expect(await sharp(await renderDerivative({ original, size: { side: 900, square: true } }, 'webp')).metadata()).toMatchObject({ width: 600, height: 600 });
  });

  it.each(SQUARE_SIDES.map((side) => [side]))('sq%i is that square, cropped from the centre', async (side) => {
    const original = await photo('jpeg', 1200, 1600, 5);
    expect(await sharp(await renderDerivative({ original, size: { side, square: true } }, 'jpg')).metadata()).toMatchObject({ width: side, height: side });
  });

  it('crops a square from the centre: the middle of a tall picture, not its top or bottom', async () => {
    // 300 × 900: a red top third, a blue middle one, a red bottom one.
    const blue = await flat({ r: 0, g: 0, b: 255 }, 300, 300);
    const original = await sharp({ create: { width: 300, height: 900, channels: 3, background: { r: 255, g: 0, b: 0 } } })
      .composite([{ input: blue, left: 0, top: 300 }]).png().toBuffer();
    const square = await pixels(await derivativeImage({ original, size: { side: 202, square: true } }));
    expect(near(square.at(1, 1), { r: 0, g: 0, b: 255 }, 2)).toBe(true);
    expect(near(square.at(200, 200), { r: 0, g: 0, b: 255 }, 2)).toBe(true);
  });
});

describe('what a derivative keeps of the original', () => {
  it('is turned upright by the EXIF orientation, and keeps no EXIF, GPS or camera name', async () => {
    const original = await phoneJpeg(300, 200);
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ width: 300, height: 200, orientation: 6 });
    expect(hasGpsPointer(before.exif)).toBe(true);
    for (const format of ['jpg', 'webp', 'avif'] as const) {
      const bytes = await renderDerivative({ original, size: { side: 120, square: false } }, format);
      const after = await sharp(bytes).metadata();
      // Upright it is 200 × 300: 120 px wide is 180 high.
      expect({ width: after.width, height: after.height, orientation: after.orientation, exif: after.exif, xmp: after.xmp }).toEqual({ width: 120, height: 180, orientation: undefined, exif: undefined, xmp: undefined });
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
      const shown = await pixels(bytes);
      // The stored left half (red) is the top once turned a quarter clockwise.
      expect(near(shown.at(60, 20), { r: 255, g: 0, b: 0 }, 40), format).toBe(true);
      expect(near(shown.at(60, 160), { r: 0, g: 0, b: 255 }, 40), format).toBe(true);
    }
  });

  it('converts a Display P3 photo to sRGB and drops its profile', async () => {
    const red = { r: 255, g: 0, b: 0 };
    const original = await sharp({ create: { width: 400, height: 400, channels: 3, background: red } }).withIccProfile('p3').png().toBuffer();
    const stored = await sharp(original).keepIccProfile().raw().toBuffer();
    // In P3 numbers, sRGB's red is about (234, 51, 35): shown as is, it would be a dull red.
    expect(near({ r: stored[0], g: stored[1], b: stored[2] }, { r: 234, g: 51, b: 35 }, 3)).toBe(true);
    const bytes = await renderDerivative({ original, size: { side: 360, square: false } }, 'webp');
    expect((await sharp(bytes).metadata()).icc).toBeUndefined();
    expect(near((await pixels(bytes)).at(100, 100), red, 8)).toBe(true);
  });

  it('lays a transparent original on white', async () => {
    const original = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const shown = await pixels(await derivativeImage({ original, size: { side: 202, square: true } }));
    expect(shown.at(100, 100)).toEqual({ r: 255, g: 255, b: 255 });
  });
});

describe('the watermark (SPEC §9: north-east, 8 px in, opacity 100, 40 px wide; 50 on mobile)', () => {
  it.each([
    ['sq314, desktop', 314, false, 40, 8],
    ['sq202, mobile', 202, true, 50, 8],
  ] as const)('%s: the mark\'s colour exactly in its box, the picture\'s everywhere around it', async (_what, side, mobile, markWidth, margin) => {
    const original = await flat(SAND, 1000, 1000);
    const watermark = await mark(NAVY, 100, 100);
    const shown = await pixels(await derivativeImage({ original, size: { side, square: true }, watermark: { bytes: watermark, mobile } }));
    const box = watermarkBox(side, mobile);
    expect(box).toEqual({ left: side - margin - markWidth, top: margin, width: markWidth });
    for (let y = 0; y < side; y += 1) {
      for (let x = 0; x < side; x += 1) {
        const inside = x >= box.left && x < box.left + markWidth && y >= box.top && y < box.top + markWidth;
        const colour = shown.at(x, y);
        if (inside ? !near(colour, NAVY, 0) : !near(colour, SAND, 0)) throw new Error(`${x},${y} is ${JSON.stringify(colour)}, ${inside ? 'inside' : 'outside'} the mark`);
      }
    }
  });

  it('is drawn on every format, and in proportion on other sizes (720 px desktop: 92 px, 18 px in)', async () => {
    const original = await flat(SAND, 1000, 1000, 'jpeg');
    const watermark = await mark(NAVY);
    const box = watermarkBox(720, false);
    expect(box).toEqual({ left: 720 - 18 - 92, top: 18, width: 92 });
    for (const format of ['jpg', 'webp', 'avif'] as const) {
      const shown = await pixels(await renderDerivative({ original, size: { side: 720, square: true }, watermark: { bytes: watermark, mobile: false } }, format));
      expect(near(shown.at(box.left + 46, box.top + 46), NAVY, 12), format).toBe(true);
      expect(near(shown.at(box.left - 10, box.top + 46), SAND, 12), format).toBe(true);
      expect(near(shown.at(box.left + 46, box.top + 92 + 10), SAND, 12), format).toBe(true);
    }
  });
});

/** Pictures for the media tests, made on the spot: real photos of each accepted format and the files a merchant must not get in. */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like picture (noise does not compress, so the file has a real size), in a format. */
export async function photo(format: 'jpeg' | 'png' | 'webp' | 'avif', width = 320, height = 240, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = state >> 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
}

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script><rect width="400" height="400"/></svg>');

export const TEXT = Buffer.from('Dear merchant, this is a letter, not a photo.\n');

export const HTML = Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of a few kilobytes declaring `side` × `side` grey pixels: 10 GB once decoded at 100,000. */
export function pngBomb(side = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc(1_000_000));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

export type Colour = { r: number; g: number; b: number };

/** A picture of one flat colour, in a format (the watermark tests read its pixels back). */
export function flat(colour: Colour, width: number, height: number, format: 'jpeg' | 'png' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).toFormat(format).toBuffer();
}

/** A watermark as merchants make them: a PNG with an alpha channel, here fully opaque and of one colour. */
export function mark(colour: Colour, width = 100, height = 100): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { ...colour, alpha: 1 } } }).png().toBuffer();
}

/**
 * A phone's JPEG: stored sideways with EXIF orientation 6 (turn a quarter clockwise to show it),
 * where it was taken (GPS) and the camera's name. Stored, its left half is red and its right blue:
 * shown upright, red is on top.
 */
export async function phoneJpeg(width = 300, height = 200): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const red = await sharp({ create: { width: half, height, channels: 3, background: { r: 255, g: 0, b: 0 } } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 7/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether an EXIF block holds a GPS section (its pointer tag, 0x8825, in either byte order). */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  return Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
}

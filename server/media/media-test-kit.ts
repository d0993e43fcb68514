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

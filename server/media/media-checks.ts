/**
 * What a merchant's file really is (DESIGN decision 18: nothing uploaded is trusted). The bytes are
 * read by `sharp`, never the file name or a declared type: JPEG, PNG, WebP and AVIF photos are
 * taken; SVG (it can carry scripts), GIF, TIFF, HEIC, PDF, HTML and the rest are refused, and so are
 * files too large, pictures too small to show, too many pixels to decode safely (a small PNG may
 * declare 100,000 × 100,000 pixels and take gigabytes once decoded) and damaged files. Each refusal
 * names the file in plain words, for the import's report.
 */
import sharp, { type Metadata } from 'sharp';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { OriginalType } from '../../src/domain/routing/media-paths';

/** Issue 33: no picture over 25 MB… */
export const MAX_PICTURE_BYTES = 25 * 1024 * 1024;
/** …nor over 50 megapixels (a 24-megapixel camera's photo is well below). */
export const MAX_PICTURE_PIXELS = 50_000_000;
/** The smallest side a product picture may have: thumbnails are 202 to 314 px wide. */
export const MIN_PICTURE_SIDE = 100;
/** A picture that takes longer to decode than this is refused rather than holding an import. */
const DECODE_SECONDS = 30;

export interface PictureFacts {
  type: OriginalType;
  width: number;
  height: number;
}

const ACCEPTED = 'JPEG, PNG, WebP and AVIF pictures are accepted';

/** The names sharp gives the formats it knows, as a merchant would say them. */
const FORMAT_NAMES: Record<string, string> = {
  svg: 'an SVG drawing', gif: 'a GIF', tiff: 'a TIFF', pdf: 'a PDF', heif: 'a HEIC', jp2k: 'a JPEG 2000', jxl: 'a JPEG XL',
  magick: 'a picture in a rare format', ppm: 'a PPM', fits: 'a FITS', exr: 'an OpenEXR', raw: 'raw pixels', vips: 'a VIPS',
};

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The accepted type of sharp's format, or null. AVIF is HEIF with AV1 inside; HEIC (HEVC) is not taken. */
function acceptedType(format: string | undefined, compression: string | undefined): OriginalType | null {
  if (format === 'jpeg') return 'image/jpeg';
  if (format === 'png') return 'image/png';
  if (format === 'webp') return 'image/webp';
  if (format === 'heif' && compression === 'av1') return 'image/avif';
  return null;
}

const exceedsPixels = (error: unknown): boolean => error instanceof Error && /pixel limit/i.test(error.message);

const nameOf = (fileName: string): string => fileName.trim() || 'the picture';

/** Why the file is refused before anything reads it (empty, too large), or null. */
export function sizeProblem(bytes: Buffer, fileName: string): Outcome<never> | null {
  if (bytes.length === 0) return fail('invalid-input', `${nameOf(fileName)} is empty`);
  if (bytes.length > MAX_PICTURE_BYTES) {
    return fail('invalid-input', `${nameOf(fileName)} is ${megabytes(bytes.length)}: a picture may be at most ${megabytes(MAX_PICTURE_BYTES)}`);
  }
  return null;
}

/** The type and size of a product picture, or the reason it is refused (`invalid-input`). */
export async function inspectPicture(bytes: Buffer, fileName: string): Promise<Outcome<PictureFacts>> {
  const name = nameOf(fileName);
  const tooLarge = sizeProblem(bytes, fileName);
  if (tooLarge) return tooLarge;
  const options = { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    if (exceedsPixels(error)) return tooManyPixels(name);
    return fail('invalid-input', `${name} is not a picture: ${ACCEPTED}`);
  }
  const type = acceptedType(metadata.format, metadata.compression);
  if (!type) return fail('invalid-input', `${name} is ${FORMAT_NAMES[metadata.format] ?? `a ${metadata.format} file`}: ${ACCEPTED}`);
  const { width, height } = metadata;
  if (!width || !height || width * height > MAX_PICTURE_PIXELS) return tooManyPixels(name);
  if (width < MIN_PICTURE_SIDE || height < MIN_PICTURE_SIDE) {
    return fail('invalid-input', `${name} is ${width} × ${height} pixels: a picture needs at least ${MIN_PICTURE_SIDE} pixels on each side`);
  }
  // The header can be whole and the rest missing or broken: decode it all (at a small size, which
  // JPEG and WebP decode at a fraction of the work) before keeping it.
  try {
    await sharp(bytes, options).timeout({ seconds: DECODE_SECONDS }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    if (exceedsPixels(error)) return tooManyPixels(name);
    return fail('invalid-input', `${name} is damaged or incomplete: it cannot be read to its end`);
  }
  return succeed({ type, width, height });
}

function tooManyPixels(name: string): Outcome<never> {
  return fail('invalid-input', `${name} has too many pixels: a picture may have at most ${MAX_PICTURE_PIXELS / 1_000_000} megapixels`);
}

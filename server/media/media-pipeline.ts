/**
 * How a derivative is made from an original with sharp (DESIGN decision 18, SPEC §9): turned
 * upright by its EXIF orientation, converted to sRGB (a P3 or Adobe RGB photo would look washed out
 * or garish in a browser that ignores its profile, and the profile is dropped with the rest), every
 * piece of metadata left out (EXIF, GPS, camera, ICC: a shopper sees pixels only), resized to the
 * size asked, the watermark drawn, then encoded. Transparent originals are laid on white: the shop
 * shows every picture on white, and JPEG has no alpha, so all three formats look alike.
 *
 * Squares are cropped from the centre: product photographers centre the garment, and a predictable
 * crop is one a merchant can frame for; sharp's `attention` follows faces, skin and saturated colour,
 * which on a fashion photo is often the model's face or a bright prop rather than the product.
 *
 * Bump PIPELINE_VERSION whenever anything here changes the pixels or bytes: it is part of every
 * derivative's ETag and disk cache name, so no browser or cache keeps an old rendering.
 */
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { derivativeDimensions, watermarkBox, type DerivativeFormat, type DerivativeSize } from '../../src/domain/routing/picture-derivatives';
import { MAX_PICTURE_PIXELS } from './media-checks';

export const PIPELINE_VERSION = 1;

/** Encoder settings: qualities that keep a product's texture at thumbnail sizes, efforts that keep a first render well under a second. */
export const ENCODINGS = {
  /** AVIF effort 3 of 9: a 720 px derivative of a 4000 × 5000 JPEG took 280 ms at 3, 850 ms at the default 4, 245 ms at 2, for a file about 30 % larger than at 4 (4.6 KB against 3.5): first renders matter more than a KB. */
  avif: { quality: 52, effort: 3, chromaSubsampling: '4:2:0' },
  webp: { quality: 78, effort: 4, smartSubsample: false },
  jpg: { quality: 80, progressive: true, mozjpeg: false, chromaSubsampling: '4:2:0' },
} as const;

/** A picture that takes longer than this to make is given up (a 422), never a request held for ever. */
const RENDER_SECONDS = 30;

const INPUT = { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' } as const;

export interface DerivativeInput {
  original: Buffer;
  size: DerivativeSize;
  /** The watermark's original (a PNG with alpha, usually) and the pages it is sized for. */
  watermark?: { bytes: Buffer; mobile: boolean } | null;
}

/** Width and height as the shopper sees them: orientations 5 to 8 turn the picture a quarter. */
async function uprightDimensions(original: Buffer): Promise<{ width: number; height: number }> {
  const { width = 0, height = 0, orientation } = await sharp(original, INPUT).metadata();
  return orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** The watermark resized to its box on a derivative of that size, never taller than the room below its top. */
async function markOf(bytes: Buffer, width: number, height: number, mobile: boolean): Promise<OverlayOptions> {
  const box = watermarkBox(width, mobile);
  const room = Math.max(1, height - box.top);
  const input = await sharp(bytes, INPUT)
    .rotate()
    .resize(box.width, room, { fit: 'inside' })
    .toColourspace('srgb')
    .png()
    .toBuffer();
  return { input, left: box.left, top: box.top };
}

/** The derivative's pixels, before encoding (the tests read them raw). */
export async function derivativeImage(input: DerivativeInput): Promise<Sharp> {
  const upright = await uprightDimensions(input.original);
  const { width, height } = derivativeDimensions(input.size, upright);
  const image = sharp(input.original, INPUT)
    .timeout({ seconds: RENDER_SECONDS })
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
  if (input.watermark) image.composite([await markOf(input.watermark.bytes, width, height, input.watermark.mobile)]);
  return image;
}

/** The derivative's bytes in a format. */
export async function renderDerivative(input: DerivativeInput, format: DerivativeFormat): Promise<Buffer> {
  const image = await derivativeImage(input);
  if (format === 'avif') return image.avif(ENCODINGS.avif).toBuffer();
  if (format === 'webp') return image.webp(ENCODINGS.webp).toBuffer();
  return image.jpeg(ENCODINGS.jpg).toBuffer();
}

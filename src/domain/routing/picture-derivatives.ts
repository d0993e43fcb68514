/**
 * The derivatives of an original picture (DESIGN decision 18, SPEC §9 "Pictures"): the sizes a
 * page may ask for, the address of each, and where the watermark sits on one. One home for the
 * server that makes them (server/media) and the pages that ask for them (src/ui).
 *
 *   /media/p/<hash>/<size>                       negotiated: AVIF, WebP or JPEG by `Accept` (Vary: Accept)
 *   /media/p/<hash>/<size>.<avif|webp|jpg>        one format
 *   /media/p/<hash>/<watermark hash>-<d|m>/<size>[.<ext>]
 *                                                the same with the product's watermark drawn on it,
 *                                                sized for desktop (d) or mobile (m) pages
 *
 * `<hash>` is the SHA-256 of the original's bytes, so an address never changes meaning (served
 * `immutable` for a year). `<size>` is a SPEC width (`720`: that width, the original's proportions,
 * never wider than the original) or a square (`sq314`: cropped to a square that side).
 */

/** SPEC §9: the widths pictures are offered in. */
export const PICTURE_WIDTHS = [120, 210, 360, 450, 720, 900, 1100] as const;

/** SPEC §9: the thumbnail picture is 314 px square, 202 px in its small variant. */
export const THUMBNAIL_PICTURE_SIZES = { square: 314, small: 202 } as const;

/** The squares: the two thumbnails, and every SPEC width (a thumbnail on a dense screen), smallest first. */
export const SQUARE_SIDES: readonly number[] = [...new Set<number>([THUMBNAIL_PICTURE_SIZES.small, THUMBNAIL_PICTURE_SIZES.square, ...PICTURE_WIDTHS])].sort((a, b) => a - b);

/** SPEC §9: the watermark sits in the top right corner, 8 px in, fully opaque, 40 px wide (50 on mobile). */
export const WATERMARK = { gravity: 'north_east', margin: 8, opacity: 100, size: 40, mobileSize: 50 } as const;

export const DERIVATIVE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type DerivativeFormat = (typeof DERIVATIVE_FORMATS)[number];

export const DERIVATIVE_CONTENT_TYPES: Record<DerivativeFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

export interface DerivativeSize {
  /** Pixels wide (and high, for a square). */
  side: number;
  square: boolean;
}

export interface DerivativeWatermark {
  /** SHA-256 of the watermark's original. */
  hash: string;
  /** Sized for a mobile page (50 px on the 202 thumbnail) rather than a desktop one (40 px on the 314 thumbnail). */
  mobile: boolean;
}

export interface DerivativeName {
  hash: string;
  size: DerivativeSize;
  watermark: DerivativeWatermark | null;
  /** null: chosen by the request's `Accept`. */
  format: DerivativeFormat | null;
}

export const DERIVATIVES_PREFIX = '/media/p/';

const HASH = /^[0-9a-f]{64}$/;
const DERIVATIVE = /^\/media\/p\/([0-9a-f]{64})\/(?:([0-9a-f]{64})-([dm])\/)?(sq)?(\d{2,4})(?:\.(avif|webp|jpg))?$/;

/** Whether a page may ask for this size. */
export function isDerivativeSize(size: DerivativeSize): boolean {
  return size.square ? SQUARE_SIDES.includes(size.side) : (PICTURE_WIDTHS as readonly number[]).includes(size.side);
}

const sizeToken = (size: DerivativeSize): string => `${size.square ? 'sq' : ''}${size.side}`;

/** The address of a derivative (see the file's comment); throws on a size no page may ask for or a hash that is not one. */
export function derivativePath(name: DerivativeName): string {
  if (!HASH.test(name.hash) || (name.watermark && !HASH.test(name.watermark.hash))) throw new Error('A derivative is named by SHA-256 hashes');
  if (!isDerivativeSize(name.size)) throw new Error(`No derivative is ${sizeToken(name.size)} px`);
  const watermark = name.watermark ? `${name.watermark.hash}-${name.watermark.mobile ? 'm' : 'd'}/` : '';
  return `${DERIVATIVES_PREFIX}${name.hash}/${watermark}${sizeToken(name.size)}${name.format ? `.${name.format}` : ''}`;
}

/** A derivative's address read back (a query string ignored); null when it names none a page may ask for. */
export function parseDerivativePath(path: string): DerivativeName | null {
  const match = DERIVATIVE.exec(path.split(/[?#]/)[0]);
  if (!match) return null;
  const [, hash, watermarkHash, family, square, side, format] = match;
  const size = { side: Number(side), square: square === 'sq' };
  if (!isDerivativeSize(size)) return null;
  return {
    hash,
    size,
    watermark: watermarkHash ? { hash: watermarkHash, mobile: family === 'm' } : null,
    format: (format as DerivativeFormat | undefined) ?? null,
  };
}

/**
 * The format a browser gets from a negotiated address: AVIF if its `Accept` names it, else WebP,
 * else JPEG (every browser takes it). `q=0` refuses a type.
 */
export function negotiatedFormat(accept: string | undefined): DerivativeFormat {
  const accepted = new Set(
    (accept ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([type]) => type.trim()),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpg';
}

/** The pixels a derivative has: the width asked (never wider than the original, never enlarged), the original's proportions; a square is `side` × `side` (at most the original's shorter side). */
export function derivativeDimensions(size: DerivativeSize, original: { width: number; height: number }): { width: number; height: number } {
  if (size.square) {
    const side = Math.min(size.side, original.width, original.height);
    return { width: side, height: side };
  }
  const width = Math.min(size.side, original.width);
  return { width, height: Math.max(1, Math.round((original.height * width) / original.width)) };
}

export interface WatermarkBox {
  /** Pixels from the left and top of the derivative. */
  left: number;
  top: number;
  /** The watermark's width in pixels (its height follows its own proportions). */
  width: number;
}

/**
 * Where the watermark is drawn on a derivative `width` pixels wide: SPEC §9's north-east corner, its
 * margin and width as the spec gives them for the thumbnail a page shows (a desktop thumbnail is
 * 314 px wide and carries a 40 px watermark 8 px in; a mobile one, 202 px, carries 50 px), and in
 * the same proportion on every other size, so the mark looks the same whatever width the browser
 * picks from a `srcset`.
 */
export function watermarkBox(width: number, mobile: boolean): WatermarkBox {
  const reference = mobile ? THUMBNAIL_PICTURE_SIZES.small : THUMBNAIL_PICTURE_SIZES.square;
  const scale = width / reference;
  const markWidth = Math.max(1, Math.round((mobile ? WATERMARK.mobileSize : WATERMARK.size) * scale));
  const margin = Math.round(WATERMARK.margin * scale);
  return { left: width - margin - markWidth, top: margin, width: markWidth };
}

/**
 * What an <img> of a product picture asks for in a slot of a page (issue 33, SPEC §9): `src`,
 * `srcset`, `sizes`, width and height. An original of the media store is offered in its
 * derivatives (squares for thumbnails, SPEC widths for the gallery), every one negotiated (the
 * server picks AVIF, WebP or JPEG by `Accept`), with the product's watermark drawn on them by the
 * server when the watermark is an original too. Any other picture (another site's) is shown as
 * given, at one size: its address is not ours to rewrite.
 */
import { parseOriginalPath } from '../routing/media-paths';
import { derivativePath, PICTURE_WIDTHS, SQUARE_SIDES, type DerivativeSize, type DerivativeWatermark } from '../routing/picture-derivatives';

export interface PictureSources {
  src: string;
  /** Undefined for a picture served at one size. */
  srcSet: string | undefined;
  /** Undefined with no `srcSet`. */
  sizes: string | undefined;
  /** The slot's pixels (the browser's box before CSS: no layout shift). */
  width: number;
  height: number;
}

/** The product's watermark on a page of a device class (its size differs on phones, SPEC §9). */
export interface PictureMark {
  /** The search hit's `watermarkUrl`: an original's address, or null. */
  url: string | null | undefined;
  mobile: boolean;
}

/** Photos are portraits, 4 wide for 5 high: the gallery's box keeps that ratio before they load. */
export const PHOTO_RATIO = { width: 4, height: 5 } as const;

/** The watermark the server draws on this picture's derivatives; null when it draws none. */
function drawnWatermark(mark: PictureMark | null | undefined): DerivativeWatermark | null {
  const original = mark?.url ? parseOriginalPath(mark.url) : null;
  return original ? { hash: original.hash, mobile: mark!.mobile } : null;
}

/**
 * The server draws the watermark into the picture (an original picture and an original
 * watermark): the page lays no copy of it over the picture. Otherwise a watermark is laid over.
 */
export function watermarkIsDrawn(path: string, mark: PictureMark | null | undefined): boolean {
  return parseOriginalPath(path) !== null && drawnWatermark(mark) !== null;
}

const smallestCovering = (sides: readonly number[], pixels: number): number => sides.find((side) => side >= pixels) ?? sides[sides.length - 1];

function sources(path: string, sides: readonly number[], square: boolean, slot: { width: number; height: number; sizes: string }, mark: PictureMark | null | undefined): PictureSources {
  const original = parseOriginalPath(path);
  if (!original) return { src: path, srcSet: undefined, sizes: undefined, width: slot.width, height: slot.height };
  const watermark = drawnWatermark(mark);
  const at = (side: number) => derivativePath({ hash: original.hash, size: { side, square }, watermark, format: null });
  return {
    src: at(smallestCovering(sides, slot.width)),
    srcSet: sides.map((side) => `${at(side)} ${side}w`).join(', '),
    sizes: slot.sizes,
    width: slot.width,
    height: slot.height,
  };
}

/**
 * The squares a slot offers the browser (issue 40: 48 thumbnails of a listing each wrote all nine):
 * from half the slot (a narrower layout, `sizes`) to three times it (a 3× screen), each at least
 * 15 % larger than the one before it (202 and 210, 314 and 360 would be the same choice). A slot of
 * 314 offers 202, 314, 450, 720 and 900; a slot beyond the largest square, that square alone.
 */
export function slotSquares(side: number): number[] {
  const offered: number[] = [];
  for (const candidate of SQUARE_SIDES) {
    if (candidate < side / 2 || candidate > side * 3) continue;
    const previous = offered[offered.length - 1];
    if (previous === undefined || candidate >= previous * 1.15) offered.push(candidate);
  }
  return offered.length > 0 ? offered : [smallestCovering(SQUARE_SIDES, side)];
}

/** A square slot `side` CSS pixels wide (thumbnails, basket lines): its squares (slotSquares), `sizes` as the slot's CSS gives it. */
export function squarePicture(path: string, side: number, sizes: string, mark?: PictureMark | null): PictureSources {
  return sources(path, slotSquares(side), true, { width: side, height: side, sizes }, mark);
}

/** A portrait slot `width` CSS pixels wide (the gallery): the SPEC widths, the photo's proportions. */
export function portraitPicture(path: string, width: number, sizes: string, mark?: PictureMark | null): PictureSources {
  const height = Math.round((width * PHOTO_RATIO.height) / PHOTO_RATIO.width);
  return sources(path, PICTURE_WIDTHS, false, { width, height, sizes }, mark);
}

/** One address of the picture at a SPEC width (the zoom's 1100): a derivative of an original, any other picture as given. */
export function pictureAtWidth(path: string, width: (typeof PICTURE_WIDTHS)[number], mark?: PictureMark | null): string {
  const original = parseOriginalPath(path);
  const size: DerivativeSize = { side: width, square: false };
  return original ? derivativePath({ hash: original.hash, size, watermark: drawnWatermark(mark), format: null }) : path;
}

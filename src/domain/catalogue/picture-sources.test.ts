import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, SQUARE_SIDES, parseDerivativePath } from '../routing/picture-derivatives';
import { PHOTO_RATIO, pictureAtWidth, portraitPicture, slotSquares, squarePicture, watermarkIsDrawn } from './picture-sources';

const PHOTO = 'ab'.repeat(32);
const MARK = 'cd'.repeat(32);
const original = `/media/originals/${PHOTO}.jpg`;
const watermark = `/media/originals/${MARK}.png`;

describe('picture sources', () => {
  it('offers an original in the squares its slot may need, negotiated, the smallest covering the slot as src', () => {
    const picture = squarePicture(original, 314, '(max-width: 767px) 50vw, 314px');
    expect(picture).toEqual({
      src: `/media/p/${PHOTO}/sq314`,
      srcSet: [202, 314, 450, 720, 900].map((side) => `/media/p/${PHOTO}/sq${side} ${side}w`).join(', '),
      sizes: '(max-width: 767px) 50vw, 314px',
      width: 314,
      height: 314,
    });
    expect(squarePicture(original, 72, '72px').src).toBe(`/media/p/${PHOTO}/sq120`);
    expect(squarePicture(original, 2000, '100vw').src).toBe(`/media/p/${PHOTO}/sq1100`);
  });

  it('offers a slot the squares from half its side to three times it, none within 15 % of the one before', () => {
    expect(slotSquares(314)).toEqual([202, 314, 450, 720, 900]);
    expect(slotSquares(202)).toEqual([120, 202, 314, 450]);
    expect(slotSquares(72)).toEqual([120, 202]);
    expect(slotSquares(2000)).toEqual([1100]);
    expect(slotSquares(5000)).toEqual([1100]);
    for (const side of [40, 72, 96, 120, 202, 314, 600, 1100]) {
      const squares = slotSquares(side);
      expect(squares.every((square) => SQUARE_SIDES.includes(square))).toBe(true);
      // A 1× and a 2× screen always find a square that covers the slot, up to the largest one.
      expect(squares.some((square) => square >= Math.min(side, 1100))).toBe(true);
      expect(squares.some((square) => square >= Math.min(side * 2, 1100))).toBe(true);
    }
  });

  it('offers an original in the SPEC widths for a portrait slot, 4 wide for 5 high', () => {
    const picture = portraitPicture(original, 600, '(max-width: 767px) 100vw, 600px');
    expect(picture).toMatchObject({ src: `/media/p/${PHOTO}/720`, width: 600, height: 750, sizes: '(max-width: 767px) 100vw, 600px' });
    expect(picture.srcSet).toBe(PICTURE_WIDTHS.map((width) => `/media/p/${PHOTO}/${width} ${width}w`).join(', '));
    expect(PHOTO_RATIO.height / PHOTO_RATIO.width).toBe(1.25);
    expect(pictureAtWidth(original, 1100)).toBe(`/media/p/${PHOTO}/1100`);
  });

  it('asks for the watermarked derivatives, sized for the page’s device class, when the watermark is an original', () => {
    const desktop = squarePicture(original, 314, '314px', { url: watermark, mobile: false });
    const mobile = squarePicture(original, 202, '50vw', { url: watermark, mobile: true });
    expect(desktop.src).toBe(`/media/p/${PHOTO}/${MARK}-d/sq314`);
    expect(mobile.src).toBe(`/media/p/${PHOTO}/${MARK}-m/sq202`);
    for (const entry of mobile.srcSet!.split(', ')) expect(parseDerivativePath(entry.split(' ')[0])?.watermark).toEqual({ hash: MARK, mobile: true });
    expect(portraitPicture(original, 600, '600px', { url: watermark, mobile: false }).src).toBe(`/media/p/${PHOTO}/${MARK}-d/720`);
    expect(pictureAtWidth(original, 1100, { url: watermark, mobile: true })).toBe(`/media/p/${PHOTO}/${MARK}-m/1100`);
    expect(watermarkIsDrawn(original, { url: watermark, mobile: false })).toBe(true);
  });

  it('draws no watermark that is not an original, nor on a picture that is not one', () => {
    for (const url of [null, undefined, '', '/media/watermarks/new.svg', 'https://cdn.example/mark.png']) {
      expect(squarePicture(original, 314, '314px', { url, mobile: false }).src).toBe(`/media/p/${PHOTO}/sq314`);
      expect(watermarkIsDrawn(original, { url, mobile: false })).toBe(false);
    }
    expect(watermarkIsDrawn('https://images.example/a.jpg', { url: watermark, mobile: false })).toBe(false);
  });

  it('shows a picture elsewhere as given, at one size, in the slot’s box', () => {
    const external = 'https://images.example/shirt.jpg?sig=1';
    expect(squarePicture(external, 314, '314px', { url: watermark, mobile: false })).toEqual({ src: external, srcSet: undefined, sizes: undefined, width: 314, height: 314 });
    expect(portraitPicture(external, 600, '600px')).toEqual({ src: external, srcSet: undefined, sizes: undefined, width: 600, height: 750 });
    expect(pictureAtWidth(external, 1100)).toBe(external);
  });
});

import { describe, expect, it } from 'vitest';
import { derivativeDimensions, derivativePath, negotiatedFormat, parseDerivativePath, SQUARE_SIDES, watermarkBox } from './picture-derivatives';

const HASH = 'ab'.repeat(32);
const MARK = 'cd'.repeat(32);

describe('picture derivatives', () => {
  it('names a derivative and reads the name back', () => {
    const plain = { hash: HASH, size: { side: 720, square: false }, watermark: null, format: null };
    expect(derivativePath(plain)).toBe(`/media/p/${HASH}/720`);
    expect(parseDerivativePath(`/media/p/${HASH}/720?x=1`)).toEqual(plain);
    const marked = { hash: HASH, size: { side: 314, square: true }, watermark: { hash: MARK, mobile: true }, format: 'avif' as const };
    expect(derivativePath(marked)).toBe(`/media/p/${HASH}/${MARK}-m/sq314.avif`);
    expect(parseDerivativePath(derivativePath(marked))).toEqual(marked);
  });

  it.each([`/media/p/${HASH}/721`, `/media/p/${HASH}/sq203`, `/media/p/${HASH}/720.png`, `/media/p/${HASH.slice(2)}/720`, `/media/p/${HASH}/${MARK}-x/720`, `/media/p/${HASH}/../720`, `/media/p/${HASH.toUpperCase()}/720`])(
    'finds no derivative in %s',
    (path) => expect(parseDerivativePath(path)).toBeNull(),
  );

  it('refuses to name a size no page asks for', () => {
    expect(() => derivativePath({ hash: HASH, size: { side: 500, square: false }, watermark: null, format: null })).toThrow();
    expect(SQUARE_SIDES).toEqual([120, 202, 210, 314, 360, 450, 720, 900, 1100]);
  });

  it.each([
    ['image/avif,image/webp,image/apng,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/avif;q=0, image/webp', 'webp'],
    ['*/*', 'jpg'],
    [undefined, 'jpg'],
  ])('answers %s with %s', (accept, format) => expect(negotiatedFormat(accept)).toBe(format));

  it('never enlarges, keeps proportions, crops squares to the shorter side', () => {
    expect(derivativeDimensions({ side: 720, square: false }, { width: 4000, height: 5000 })).toEqual({ width: 720, height: 900 });
    expect(derivativeDimensions({ side: 1100, square: false }, { width: 800, height: 1000 })).toEqual({ width: 800, height: 1000 });
    expect(derivativeDimensions({ side: 314, square: true }, { width: 4000, height: 5000 })).toEqual({ width: 314, height: 314 });
    expect(derivativeDimensions({ side: 1100, square: true }, { width: 800, height: 1000 })).toEqual({ width: 800, height: 800 });
  });

  it('puts the watermark 8 px in from the top right, 40 px wide on the desktop thumbnail and 50 on the mobile one, in proportion elsewhere', () => {
    expect(watermarkBox(314, false)).toEqual({ left: 314 - 8 - 40, top: 8, width: 40 });
    expect(watermarkBox(202, true)).toEqual({ left: 202 - 8 - 50, top: 8, width: 50 });
    expect(watermarkBox(628, false)).toEqual({ left: 628 - 16 - 80, top: 16, width: 80 });
  });
});

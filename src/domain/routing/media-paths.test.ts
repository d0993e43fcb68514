import { describe, expect, it } from 'vitest';
import { extensionOf, isExternalPicture, originalPath, parseOriginalFile, parseOriginalPath, hasDerivatives } from './media-paths';

const HASH = '0123456789abcdef'.repeat(4);

describe('media paths', () => {
  it('names an original by its hash and the extension of its type, and reads the name back', () => {
    expect(originalPath(HASH, extensionOf('image/jpeg'))).toBe(`/media/originals/${HASH}.jpg`);
    expect(['image/png', 'image/webp', 'image/avif'].map((type) => extensionOf(type as 'image/png'))).toEqual(['png', 'webp', 'avif']);
    expect(parseOriginalFile(`${HASH}.avif`)).toEqual({ hash: HASH, extension: 'avif' });
    expect(parseOriginalPath(`/media/originals/${HASH}.png?w=120`)).toEqual({ hash: HASH, extension: 'png' });
  });

  it.each([`${HASH.toUpperCase()}.jpg`, `${HASH.slice(1)}.jpg`, `${HASH}.jpeg`, `${HASH}.svg`, `${HASH}.jpg/x`, HASH, `../${HASH}.jpg`, ''])(
    'finds no original in %j',
    (file) => expect(parseOriginalFile(file)).toBeNull(),
  );

  it('tells the originals, offered in their derivatives, from the pictures shown as they are', () => {
    expect(hasDerivatives(`/media/originals/${HASH}.jpg`)).toBe(true);
    expect(hasDerivatives(`/media/originals/${HASH}.webp?v=1`)).toBe(true);
    expect(hasDerivatives('/media/products/12/1.svg')).toBe(false);
    expect(hasDerivatives('https://images.example/a.jpg')).toBe(false);
    expect(isExternalPicture('HTTPS://images.example/a.jpg')).toBe(true);
    expect(isExternalPicture('/media/products/12/1.svg')).toBe(false);
    expect(parseOriginalPath('/media/products/12/1.svg')).toBeNull();
  });
});

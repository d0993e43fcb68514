import { describe, expect, it } from 'vitest';
import { entityTagOf, readIfMatch, versionMatches } from './product-version';

describe('a product’s version as an entity tag', () => {
  it('is the version in quotes', () => {
    expect(entityTagOf(7)).toBe('"7"');
  });

  it('reads If-Match as a version, any version, or none', () => {
    expect(readIfMatch(undefined)).toEqual({ kind: 'none' });
    expect(readIfMatch('*')).toEqual({ kind: 'any' });
    expect(readIfMatch('"7"')).toEqual({ kind: 'version', version: 7 });
    expect(readIfMatch(' W/"12" ')).toEqual({ kind: 'version', version: 12 });
    expect(readIfMatch('3')).toEqual({ kind: 'version', version: 3 });
  });

  it('refuses what is not one version', () => {
    for (const header of ['', '"abc"', '"6", "7"', '"0"', '"-1"', '"1234567890"', 'W/7']) expect(readIfMatch(header), header).toBeNull();
  });
});

describe('a change made while someone else changed the product', () => {
  it('is made only at the version it was read at', () => {
    expect(versionMatches({ kind: 'version', version: 4 }, 4)).toBe(true);
    expect(versionMatches({ kind: 'version', version: 4 }, 5)).toBe(false);
  });

  it('is made at any version without If-Match or with *', () => {
    expect(versionMatches({ kind: 'none' }, 9)).toBe(true);
    expect(versionMatches({ kind: 'any' }, 9)).toBe(true);
  });
});

import fc from 'fast-check';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { ID_DIGITS, INT4_MAX, Text } from './common';

describe('ID_DIGITS', () => {
  const digits = new RegExp(`^${ID_DIGITS}$`, 'u');

  it('takes exactly the numbers 0 … 2147483647, leading zeros or not', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.nat({ max: 3 }), (value, zeros) => {
        expect(digits.test(`${'0'.repeat(zeros)}${value}`)).toBe(value <= BigInt(INT4_MAX));
      }),
      { numRuns: 2000 },
    );
    for (const edge of ['0', '2147483647', '02147483647', '999999999', '1000000000', '2147483640']) expect(digits.test(edge), edge).toBe(true);
    for (const edge of ['2147483648', '2147483650', '2147484000', '2148000000', '2200000000', '3000000000', '9999999999', '', '-1', '1.0', ' 1', '1e3']) expect(digits.test(edge), edge).toBe(false);
  });
});

describe('Text', () => {
  it('refuses control characters and values over its length, keeps any other character', () => {
    const text = Compile(Text({ maxLength: 8 }));
    for (const ok of ['', 'faq', 'é😀\u202e\ufeff', 'a b', '%00', '\ud800']) expect(text.Check(ok), JSON.stringify(ok)).toBe(true);
    for (const bad of ['a\u0000', '\n', '\t', '\u001f', '\u007f', '\u0085', '\u009f', '123456789']) expect(text.Check(bad), JSON.stringify(bad)).toBe(false);
  });
});

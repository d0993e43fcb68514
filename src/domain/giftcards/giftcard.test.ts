import { describe, expect, it } from 'vitest';
import { giftcardCodeProblem, groupGiftcardCode, isGiftcardCode, maskGiftcardCode, normaliseGiftcardCode } from './giftcard';

describe('gift card codes (SPEC §5: 16 characters)', () => {
  it('forgives spaces, dashes and case', () => {
    expect(normaliseGiftcardCode('  abcd-efgh ijkl–mnop ')).toBe('ABCDEFGHIJKLMNOP');
    expect(isGiftcardCode('abcd-efgh-ijkl-mnop')).toBe(true);
    expect(isGiftcardCode('ABCD EFGH 1234 5678')).toBe(true);
  });

  it('takes exactly 16 letters and digits', () => {
    expect(isGiftcardCode('ABCDEFGHIJKLMNO')).toBe(false);
    expect(isGiftcardCode('ABCDEFGHIJKLMNOPQ')).toBe(false);
    expect(isGiftcardCode('ABCDEFGHIJKLMNO!')).toBe(false);
    expect(isGiftcardCode('ÀBCDEFGHIJKLMNOP')).toBe(false);
    expect(isGiftcardCode("' OR 1=1 --xxxxxx")).toBe(false);
    expect(isGiftcardCode('١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦')).toBe(false);
  });

  it('says what is wrong', () => {
    expect(giftcardCodeProblem('  ')).toBe('required');
    expect(giftcardCodeProblem('abc')).toBe('length');
    expect(giftcardCodeProblem('ABCD-EFGH-IJKL-MN*P')).toBe('characters');
    expect(giftcardCodeProblem('abcd efgh ijkl mnop')).toBeNull();
  });

  it('masks a code for display, never showing more than 8 characters', () => {
    expect(maskGiftcardCode('abcd-efgh-ijkl-wxyz')).toBe('ABCD…WXYZ');
    expect(maskGiftcardCode('short')).toBe('…');
  });

  it('groups by four while typing', () => {
    expect(groupGiftcardCode('abcdefghijklmnop')).toBe('ABCD EFGH IJKL MNOP');
    expect(groupGiftcardCode('abcde')).toBe('ABCD E');
  });
});

/**
 * Gift card codes (SPEC §5 "Gift card code: 16 characters"; docs/returns-api.md "Gift cards").
 * What a customer types is forgiven its spaces, dashes and case (`abcd-efgh ijkl-mnop`); the
 * stored code is 16 upper-case letters and digits. A code is shown masked (`GIFT…WXYZ`): it is
 * money, and the whole code never appears again once activated.
 */

export const GIFTCARD_CODE_LENGTH = 16;

const CODE = /^[A-Z0-9]{16}$/;

/** Trimmed, spaces and dashes (any Unicode dash or space) removed, upper-case. */
export function normaliseGiftcardCode(typed: string): string {
  return typed.replace(/[\s\p{Pd}]+/gu, '').toUpperCase();
}

/** Exactly 16 of [A-Z0-9] once normalised. */
export function isGiftcardCode(typed: string): boolean {
  return CODE.test(normaliseGiftcardCode(typed));
}

/** Why a typed code cannot be sent: empty, not 16 characters, or characters other than letters and digits. */
export type GiftcardCodeProblem = 'required' | 'length' | 'characters';

export function giftcardCodeProblem(typed: string): GiftcardCodeProblem | null {
  const code = normaliseGiftcardCode(typed);
  if (code.length === 0) return 'required';
  if (!/^[A-Z0-9]*$/.test(code)) return 'characters';
  if (code.length !== GIFTCARD_CODE_LENGTH) return 'length';
  return null;
}

/** `GIFT…WXYZ`: the first four and the last four characters of a normalised code. */
export function maskGiftcardCode(code: string): string {
  const normalised = normaliseGiftcardCode(code);
  if (normalised.length <= 8) return '…';
  return `${normalised.slice(0, 4)}…${normalised.slice(-4)}`;
}

/** Groups of four for display while typing (`ABCD EFGH IJKL MNOP`). */
export function groupGiftcardCode(typed: string): string {
  return normaliseGiftcardCode(typed).slice(0, 32).replace(/(.{4})(?=.)/g, '$1 ');
}

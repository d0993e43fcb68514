/**
 * E-mail addresses as the shop accepts them (SPEC §5 "email must conform"): one `@`, a local part
 * and a dotted domain, no spaces, at most 254 characters. Kept lenient on purpose (no list of
 * top-level domains): the mail itself is the real check.
 */
export const MAX_EMAIL_LENGTH = 254;

const EMAIL = /^[^\s@"<>(),;:\\[\]]{1,64}@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;

/** Trimmed and lower-cased: the form addresses are stored and compared in. */
export function normaliseEmail(text: string): string {
  return text.trim().toLowerCase();
}

export function isValidEmail(text: string): boolean {
  const email = text.trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email) && !email.split('@')[0].startsWith('.') && !email.split('@')[0].endsWith('.') && !email.includes('..');
}

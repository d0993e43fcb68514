/**
 * SPEC §5 password policy: at least 8 characters with at least one letter and one digit. The upper
 * bound is ours: a memory-hard hash of a megabyte of text is a denial of service.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'password-required' | 'password-too-short' | 'password-too-long' | 'password-missing-letter' | 'password-missing-digit';

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

/** The first rule the text breaks, or null when it is an acceptable password. Spaces count. */
export function passwordProblem(text: string | null | undefined): PasswordProblem | null {
  const password = text ?? '';
  if (password === '') return 'password-required';
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'password-too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'password-too-long';
  if (!LETTER.test(password)) return 'password-missing-letter';
  if (!DIGIT.test(password)) return 'password-missing-digit';
  return null;
}

export function isAcceptablePassword(text: string | null | undefined): boolean {
  return passwordProblem(text) === null;
}

/** A password that follows the policy. Never trimmed: the shopper's spaces are theirs. */
export class Password {
  private constructor(readonly value: string) {}

  static create(text: string | null | undefined): { ok: true; password: Password } | { ok: false; kind: PasswordProblem } {
    const problem = passwordProblem(text);
    return problem ? { ok: false, kind: problem } : { ok: true, password: new Password(text as string) };
  }

  /** Keeps the secret out of logs and JSON dumps. */
  toString(): string {
    return '********';
  }

  toJSON(): string {
    return '********';
  }
}

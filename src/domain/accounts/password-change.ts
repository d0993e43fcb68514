import type { AccountMessageKey, FieldProblem } from './account-messages';
import { passwordProblem } from './password';

/** SPEC §5 "Change: old password correct, new differs from old, confirmation required". */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmation: string;
}

export type PasswordChangeField = keyof PasswordChange;

/**
 * The rules the form and the server check before looking at the stored hash; whether the old
 * password is correct only the server can tell (`old-password-incorrect`). Problems come in the
 * order a shopper fixes them. `withoutOldPassword`: a session opened by a forgotten-password link
 * chooses a new password without the old one.
 */
export function passwordChangeProblems(
  change: Partial<Record<PasswordChangeField, unknown>>,
  options: { withoutOldPassword?: boolean } = {},
): FieldProblem<PasswordChangeField>[] {
  const oldPassword = typeof change.oldPassword === 'string' ? change.oldPassword : '';
  const newPassword = typeof change.newPassword === 'string' ? change.newPassword : '';
  const confirmation = typeof change.confirmation === 'string' ? change.confirmation : '';
  const problems: FieldProblem<PasswordChangeField>[] = [];
  if (oldPassword === '' && !options.withoutOldPassword) problems.push({ field: 'oldPassword', key: 'old-password-required' });
  const policy = passwordProblem(newPassword);
  if (policy === 'password-required') problems.push({ field: 'newPassword', key: 'password-required' });
  else if (policy) problems.push({ field: 'newPassword', key: 'password-format' });
  else if (oldPassword !== '' && newPassword === oldPassword) problems.push({ field: 'newPassword', key: 'new-password-same-as-old' });
  if (confirmation === '') problems.push({ field: 'confirmation', key: 'confirmation-required' });
  else if (newPassword !== '' && confirmation !== newPassword) problems.push({ field: 'confirmation', key: 'confirmation-differs' });
  return problems;
}

/** The key a refused change answers with: the first problem (the form shows them all). */
export function passwordChangeKey(change: Partial<Record<PasswordChangeField, unknown>>, options: { withoutOldPassword?: boolean } = {}): AccountMessageKey | null {
  return passwordChangeProblems(change, options)[0]?.key ?? null;
}

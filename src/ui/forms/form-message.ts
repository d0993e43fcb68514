import { ACCOUNT_MESSAGES_FR, isAccountMessageKey, type AccountMessageKey, type FieldProblem } from '../../domain/accounts/account-messages';

/** What a form tells the shopper: a translation key, or the shop's own words. */
export type UiMessage = { kind: 'key'; key: string } | { kind: 'text'; text: string };

export type FormOutcome<Field extends string = string> = { ok: true } | { ok: false; message: UiMessage; problems: FieldProblem<Field>[] };

const BY_FRENCH_TEXT = new Map<string, AccountMessageKey>(Object.entries(ACCOUNT_MESSAGES_FR).map(([key, text]) => [text, key as AccountMessageKey]));

/** The translation of one of the domain's account message keys. */
export function accountMessage(key: AccountMessageKey): UiMessage {
  return { kind: 'key', key: `account.errors.${key}` };
}

/**
 * The shop's refusal as the shopper reads it: when its words are one of the domain's French
 * messages, the page's own translation of that key (the same text in French); otherwise the
 * shop's words as they came (it answers in the request's language where it can).
 */
export function serverMessage(text: string): UiMessage {
  const key = BY_FRENCH_TEXT.get(text.trim());
  if (key) return accountMessage(key);
  return text.trim() ? { kind: 'text', text } : accountMessage('default-error');
}

export function failed<Field extends string>(message: UiMessage, problems: FieldProblem<Field>[] = []): FormOutcome<Field> {
  return { ok: false, message, problems };
}

export function invalid<Field extends string>(key: string, problems: FieldProblem<Field>[]): FormOutcome<Field> {
  return failed(isAccountMessageKey(key) ? accountMessage(key) : accountMessage('default-error'), problems);
}

export const DEFAULT_FAILURE: UiMessage = accountMessage('default-error');

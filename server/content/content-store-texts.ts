/**
 * A store's own words (issue 32: "a bundle may override any text of a store"): a bundle's
 * texts/<store>.json maps translation keys to the store's text, over the storefront's words of its
 * language (content-storefront-words.ts). Only keys the storefront has can be overridden: any other
 * is a typo that would change nothing, so it is refused with the file and key, as every bundle
 * problem is. A store's texts are in its language: GET /translations applies them when the store's
 * own language is asked.
 */
import { problemText, type BundleProblem } from '../../src/domain/catalogue/catalogue-bundle';
import { isStoreId, STORE_IDS, STORES } from '../../src/domain/store/stores';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { Executor } from '../db/transaction';
import { storeTextMessages, storeTextRows, writeStoreTexts } from './content-repository';
import { storefrontWords } from './content-storefront-words';

/** Overrides by store id, each `translation key → text`. */
export type StoreTexts = Record<string, Record<string, string>>;

/** Longer than any storefront text by far; a cell pasted by mistake is not a text. */
export const MAX_STORE_TEXT_LENGTH = 2_000;

const fileOf = (storeId: string): string => `texts/${storeId}.json`;

/** Every problem of some overrides, located by file and key; none when they can be stored. */
export function storeTextProblems(overrides: StoreTexts): BundleProblem[] {
  const words = storefrontWords();
  const problems: BundleProblem[] = [];
  for (const [storeId, messages] of Object.entries(overrides)) {
    const file = fileOf(storeId);
    if (!isStoreId(storeId)) {
      problems.push({ file, message: `"${storeId}" is not a store (${STORE_IDS.join(', ')})` });
      continue;
    }
    if (messages === null || typeof messages !== 'object' || Array.isArray(messages)) {
      problems.push({ file, message: 'is not an object of texts by key' });
      continue;
    }
    const known = words[STORES[storeId].locale];
    for (const [key, text] of Object.entries(messages)) {
      if (!Object.hasOwn(known, key)) problems.push({ file, field: key, message: `${key} is not a text of the storefront` });
      else if (typeof text !== 'string') problems.push({ file, field: key, message: `${key} is not a text` });
      else if (text.length > MAX_STORE_TEXT_LENGTH) problems.push({ file, field: key, message: `${key} is longer than ${MAX_STORE_TEXT_LENGTH} characters` });
    }
  }
  return problems;
}

/**
 * Replaces the own words of each store named (an empty object clears a store's); stores not named
 * keep theirs. Takes the import's transaction; nothing is written when any override is refused.
 * `changed`: how many stores' words differ from before.
 */
export async function setStoreTexts(db: Executor, overrides: StoreTexts): Promise<Outcome<{ changed: number }>> {
  const problems = storeTextProblems(overrides);
  if (problems.length > 0) return fail('invalid-input', problems.map(problemText).join('\n'));
  let changed = 0;
  for (const [storeId, messages] of Object.entries(overrides)) {
    const before = (await storeTextMessages(db, storeId)) ?? {};
    if (sameTexts(before, messages)) continue;
    await writeStoreTexts(db, storeId, messages);
    changed++;
  }
  return succeed({ changed });
}

/** Every store's own words (stores without any are left out), for an export. */
export async function storeTexts(db: Executor): Promise<StoreTexts> {
  return Object.fromEntries((await storeTextRows(db)).map((row) => [row.store_id, row.messages]));
}

/** The words a store shows in a language: the language's, with the store's own on top when it is the store's language. */
export async function wordsOfStore(db: Executor, base: Record<string, string>, storeId: string, locale: string): Promise<Record<string, string>> {
  if (!isStoreId(storeId) || STORES[storeId].locale !== locale) return base;
  const own = await storeTextMessages(db, storeId);
  return own ? { ...base, ...own } : base;
}

function sameTexts(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

import type { TFunction } from 'i18next';
import type { TranslationCatalogue } from '../../domain/catalogue/site';
import type { Translator } from './create-i18n';

/**
 * Texts the shell may show on any page without a navigation, before the rest of the catalogue has
 * arrived (entry-client loads it once hydrated): the header's states, the menu, the mini-basket,
 * the search overlay, the cookie banner, the toasts, the favourites' hearts, the app banner.
 * Everything else a page shows, its server render reads; the modals wait for the whole catalogue
 * (later-texts.ts).
 */
export const SHELL_TEXT_PREFIXES: readonly string[] = [
  'header.',
  'basket.',
  'search.',
  'consent.',
  'common.',
  'wishlist.',
  'appBanner.',
];

/** i18next's plural and ordinal suffixes: a key read with `count` resolves to one of them. */
const VARIANT_SUFFIX = /(?:_ordinal)?_(?:zero|one|two|few|many|other)$/;

/**
 * The page's own texts: the keys its render read, each with all its plural forms (the browser
 * counts again: a basket of 1 becomes 2 without a navigation), and the shell's texts.
 */
export function pickTexts(catalogue: TranslationCatalogue, read: ReadonlySet<string>, shell: readonly string[] = SHELL_TEXT_PREFIXES): TranslationCatalogue {
  const picked: TranslationCatalogue = {};
  for (const [key, text] of Object.entries(catalogue)) {
    if (read.has(key) || read.has(key.replace(VARIANT_SUFFIX, '')) || shell.some((prefix) => key.startsWith(prefix))) picked[key] = text;
  }
  return picked;
}

/** A translator that notes every key it is asked for (one per server render). */
export function readingTranslator(translator: Translator): { translator: Translator; read: Set<string> } {
  const read = new Set<string>();
  const translate = translator.t as unknown as (key: string | string[], ...rest: unknown[]) => string;
  const t = (key: string | string[], ...rest: unknown[]) => {
    if (Array.isArray(key)) for (const each of key) read.add(each);
    else read.add(key);
    return translate(key, ...rest);
  };
  return { translator: { ...translator, t: t as unknown as TFunction }, read };
}

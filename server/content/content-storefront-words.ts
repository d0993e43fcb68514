/**
 * The storefront's words (the UI's translation catalogue, flat `key → text`) in the six languages.
 * They are the product's, not a catalogue's: they ship with the shop in content-translations/, are
 * written to the `translations` table on every start (server/db/seed.ts), and GET /translations
 * answers them with a store's own overrides on top (a bundle's texts/<store>.json, setStoreTexts).
 */
import type { LocaleCode } from '../../src/domain/store/locales';
import de from './content-translations/de.json';
import en from './content-translations/en.json';
import es from './content-translations/es.json';
import fr from './content-translations/fr.json';
import it from './content-translations/it.json';
import nl from './content-translations/nl.json';
import { RECENTLY_WORDS } from './content-recently-words';

const FILES: Record<LocaleCode, Record<string, string>> = { fr, es, it, nl, de, en };

// A feature's words may live in a file of their own beside the JSON catalogues.
const WORDS = Object.fromEntries(Object.entries(FILES).map(([locale, words]) => [locale, { ...words, ...RECENTLY_WORDS[locale as LocaleCode] }])) as Record<LocaleCode, Record<string, string>>;

/** A fresh copy each call: callers may change theirs. */
export function storefrontWords(): Record<LocaleCode, Record<string, string>> {
  return structuredClone(WORDS);
}

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

const WORDS: Record<LocaleCode, Record<string, string>> = { fr, es, it, nl, de, en };

/** A fresh copy each call: callers may change theirs. */
export function storefrontWords(): Record<LocaleCode, Record<string, string>> {
  return structuredClone(WORDS);
}

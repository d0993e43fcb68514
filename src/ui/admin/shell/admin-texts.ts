/**
 * The back office's texts (issue 39): French and English at least; an area's texts are merged in
 * (support-texts.ts…). `{{name}}` is replaced by `values.name`; a key missing in the staff member's
 * language falls back to English, then to the key itself (a missing text shows, it never breaks).
 */
import { ADMINISTRATION_TEXTS } from '../administration/administration-texts';
import { MERCHANDISING_TEXTS } from '../merchandising/merchandising-texts';
import { SUPPORT_TEXTS } from '../support/support-texts';
import { SHELL_TEXTS } from './shell-texts';
import type { AdminTexts } from './admin-screen';

export const ADMIN_LOCALES = ['fr', 'en', 'es', 'it', 'nl', 'de'] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];

/** The languages the staff may choose: those with the shell's texts. */
export const STAFF_LOCALES: readonly AdminLocale[] = ['fr', 'en'];

export type { AdminTexts, TextTable } from './admin-screen';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function isAdminLocale(value: unknown): value is AdminLocale {
  return typeof value === 'string' && (ADMIN_LOCALES as readonly string[]).includes(value);
}

/** Several areas' texts as one table per language. */
export function mergeTexts(...all: AdminTexts[]): AdminTexts {
  const merged: AdminTexts = { fr: {}, en: {} };
  for (const texts of all) {
    for (const locale of ADMIN_LOCALES) {
      const table = texts[locale];
      if (table) merged[locale] = { ...merged[locale], ...table };
    }
  }
  return merged;
}

export const ADMIN_TEXTS: AdminTexts = mergeTexts(SHELL_TEXTS, SUPPORT_TEXTS, MERCHANDISING_TEXTS, ADMINISTRATION_TEXTS);

export function translator(locale: AdminLocale, texts: AdminTexts = ADMIN_TEXTS): Translate {
  const own = texts[locale] ?? {};
  const fallback = texts.en;
  return (key, values) => {
    const text = own[key] ?? fallback[key] ?? key;
    if (!values) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}

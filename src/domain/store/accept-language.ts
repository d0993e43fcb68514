import { LOCALE_CODES, type LocaleCode } from './locales';

/**
 * The shop language an Accept-Language header asks for, or null when it names none of the six
 * (then the store's own language applies). Tags are weighed by q (RFC 9110 §12.5.4); a region
 * never matters ('fr-BE' is French), '*' matches nothing in particular.
 */
export function preferredLocale(header: string | null | undefined): LocaleCode | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return { language: tag.trim().toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const found = ranked.find((entry) => (LOCALE_CODES as readonly string[]).includes(entry.language));
  return found ? (found.language as LocaleCode) : null;
}

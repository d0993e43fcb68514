/**
 * No shipped text promises a page "coming soon" or holds filler: every page of the shop exists, so
 * such words are dead texts that still travel in every page's state (the storefront catalogue).
 */
import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../src/domain/store/locales';
import { storefrontWords } from '../content/content-storefront-words';
import { shippedTexts } from './shipped-texts';

/** Upper case only: "todo" is Spanish for "all". */
const FILLER = /[Ll]orem ipsum|\b(TODO|TBD|FIXME)\b/;

const COMING_SOON: Record<LocaleCode, RegExp> = {
  fr: /arrive(nt)? (très )?bientôt|bientôt disponible|prochainement|en construction/i,
  es: /llegarán? (muy )?pronto|próximamente|en construcción/i,
  it: /arriveranno (presto|a breve)|arriverà (presto|a breve)|prossimamente|in costruzione/i,
  nl: /kom(t|en) binnenkort|in aanbouw/i,
  de: /komm(t|en) (bald|in Kürze)|demnächst|im Aufbau/i,
  en: /coming (very )?soon|under construction/i,
};

describe('placeholder texts', () => {
  it('recognises a "coming soon" in each language (the test can fail)', () => {
    expect(COMING_SOON.fr.test('Cette page arrive bientôt.')).toBe(true);
    expect(COMING_SOON.de.test('Die Suchergebnisse kommen in Kürze.')).toBe(true);
    expect(COMING_SOON.en.test('This page is coming soon.')).toBe(true);
    expect(COMING_SOON.fr.test('À bientôt sur Boutique !')).toBe(false);
  });

  it('ships no "coming soon" and no filler in any language', () => {
    const offenders = shippedTexts()
      .filter((text) => COMING_SOON[text.locale].test(text.text) || FILLER.test(text.text))
      .map((text) => `${text.file}:${text.line} (${text.locale}) ${text.text.slice(0, 120)}`);
    expect(offenders).toEqual([]);
  });

  it('keeps no dead "comingSoon" key in the storefront catalogue', () => {
    for (const [locale, words] of Object.entries(storefrontWords()))
      expect(Object.keys(words).filter((key) => /comingSoon/i.test(key)), locale).toEqual([]);
  });
});

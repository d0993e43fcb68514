import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { LOCALES } from '../../domain/store/locales';
import fr from '../../../server/content/content-translations/fr.json';
import en from '../../../server/content/content-translations/en.json';

describe('createI18n', () => {
  const t = createI18n('fr', fr).t as unknown as (key: string, options?: unknown, more?: unknown) => string;

  it('reads flat keys and interpolates without escaping', () => {
    expect(t('error.notFound.title')).toBe('Page Introuvable');
    expect(t('footer.copyright', { year: 2026, brand: 'A & B' })).toBe('© 2026 A & B. Tous droits réservés.');
    expect(t('page.title.search-query', { terms: '<b>' })).toBe('Résultats pour « <b> »');
  });

  it('chooses plurals by the language rules', () => {
    expect(t('header.basket.count', { count: 0 })).toBe('Panier, 0 article');
    expect(t('header.basket.count', { count: 1 })).toBe('Panier, 1 article');
    expect(t('header.basket.count', { count: 3 })).toBe('Panier, 3 articles');
    const english = createI18n('en', en).t as unknown as (key: string, options?: unknown) => string;
    expect(english('header.basket.count', { count: 0 })).toBe('Basket, 0 items');
  });

  it('falls back on the default value, then on the key', () => {
    expect(createI18n('fr', {}).t('error.notFound.title', 'Page Introuvable')).toBe('Page Introuvable');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('has every text in the six languages', async () => {
    const catalogues = await Promise.all(['fr', 'es', 'it', 'nl', 'de', 'en'].map((locale) => import(`../../../server/content/content-translations/${locale}.json`)));
    const keys = catalogues.map((catalogue) => Object.keys(catalogue.default).sort());
    for (const other of keys.slice(1)) expect(other).toEqual(keys[0]);
    for (const catalogue of catalogues) for (const text of Object.values(catalogue.default)) expect(String(text).trim()).not.toBe('');
  });
});

describe('createI18n, beside i18next', () => {
  it('answers as i18next did on every text of the six languages', async () => {
    const { default: i18next } = await import('i18next');
    for (const locale of ['fr', 'es', 'it', 'nl', 'de', 'en'] as const) {
      const { default: catalogue } = (await import(`../../../server/content/content-translations/${locale}.json`)) as { default: Record<string, string> };
      const reference = i18next.createInstance();
      void reference.init({
        lng: LOCALES[locale].iso,
        fallbackLng: false,
        resources: { [LOCALES[locale].iso]: { translation: catalogue } },
        keySeparator: false,
        nsSeparator: false,
        interpolation: { escapeValue: false },
        returnNull: false,
        initAsync: false,
      });
      const expected = reference.t.bind(reference) as unknown as (key: string, options?: unknown) => string;
      const actual = createI18n(locale, catalogue).t as unknown as (key: string, options?: unknown) => string;
      const keys = [...new Set(Object.keys(catalogue).map((key) => key.replace(/_(one|other)$/, ''))), 'no.such.key'];
      const variables = (key: string) => Object.fromEntries([...(catalogue[key] ?? catalogue[`${key}_other`] ?? '').matchAll(/\{\{(.+?)\}\}/g)].map(([, name], at) => [name.trim(), at % 2 ? 7 : '<b>{{x}}</b>']));
      for (const key of keys) {
        expect(actual(key), key).toBe(expected(key));
        expect(actual(key, variables(key)), key).toBe(expected(key, variables(key)));
        for (const count of [0, 1, 2, 5, 1.5]) expect(actual(key, { ...variables(key), count }), `${key} ${count}`).toBe(expected(key, { ...variables(key), count }));
        expect(actual(key, { defaultValue: 'Défaut {{n}}', n: 3 }), key).toBe(expected(key, { defaultValue: 'Défaut {{n}}', n: 3 }));
      }
    }
  });
});

import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TranslationCatalogue } from '../../domain/catalogue/site';
import { LOCALE_CODES, type LocaleCode } from '../../domain/store/locales';
import { storeForLocale } from '../../domain/store/stores';
import { localizedPath } from '../../domain/store/locale-path';
import { CMS_TEXTS } from '../../../server/demo/cms-pages';
import { AppProviders } from '../app/root-context';
import type { AppServices } from '../app/app-services';
import { RootStore } from '../app/root-store';
import { createI18n } from '../i18n/create-i18n';
import type { CheckoutStoreDeps } from './checkout-store-deps';
import { PaymentStore } from './payment-store';
import { PaymentTerms } from './payment-terms';

const catalogue = (locale: LocaleCode) =>
  JSON.parse(readFileSync(new URL(`../../../server/content/content-translations/${locale}.json`, import.meta.url), 'utf8')) as TranslationCatalogue;

function renderTerms(locale: LocaleCode): string {
  const root = new RootStore({ storeId: storeForLocale(locale).id, locale, device: 0 }, {} as AppServices, { year: 2026, now: 0, origin: 'http://shop.test' });
  return renderToString(
    <AppProviders root={root} i18n={createI18n(locale, catalogue(locale))}>
      <PaymentTerms payment={new PaymentStore({} as CheckoutStoreDeps)} />
    </AppProviders>,
  ).replace(/<!-- -->/g, '');
}

describe('payment step: the terms (issue 35)', () => {
  it.each(LOCALE_CODES)('%s: the checkbox links the store’s own terms page, in a new tab', (locale) => {
    const html = renderTerms(locale);
    const link = /<a href="([^"]+)" target="_blank" rel="noopener" data-testid="terms-link">([^<]+)<\/a>/u.exec(html);
    expect(link, html).not.toBeNull();
    // The page the demo shop serves as this store's terms (server/demo/cms-pages.ts), with the locale's prefix.
    expect(link![1]).toBe(localizedPath(locale, `/t/${CMS_TEXTS[locale].terms.slug}`));
    expect(link![2]).not.toBe('payment.termsLink');
    expect(html).toContain('data-testid="accept-terms"');
  });
});

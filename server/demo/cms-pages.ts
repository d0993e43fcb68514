/**
 * CMS pages per store (served at /t/{slug}): the seven legal and help keys, with slugs and HTML
 * in the store's language.
 */
import type { LocaleCode } from '../../src/domain/store/locales';
import { RETURN_FEE_CENTS } from '../../src/domain/returns/returns';
import type { CatCmsPage } from '../catalogue/catalogue-service';
import { CMS_KEYS, type CmsContext, type CmsKey, type CmsTexts } from './cms-context';
import { CMS_ES, CMS_FR } from './cms-texts-fr-es';
import { CMS_IT, CMS_NL } from './cms-texts-it-nl';
import { CMS_DE, CMS_EN } from './cms-texts-de-en';
import { cmsPath } from '../../src/domain/routing/listing-slugs';
import { shopName } from '../../src/domain/store/stores';
import { STORE_EMAILS, STORE_PHONES, allStores } from './store-info';
import { euros } from './text';
import { FREE_SHIPPING_PLACEHOLDER } from '../content/content-terms';

export const CMS_TEXTS: Record<LocaleCode, CmsTexts> = {
  fr: CMS_FR, es: CMS_ES, it: CMS_IT, nl: CMS_NL, de: CMS_DE, en: CMS_EN,
};

/** The /t/{slug} path of a CMS page in a language. */
export const cmsPagePath = (locale: LocaleCode, key: CmsKey): string => cmsPath(CMS_TEXTS[locale][key].slug);

export function buildCmsPages(): CatCmsPage[] {
  return allStores().flatMap((store) => {
    const texts = CMS_TEXTS[store.locale];
    const context: CmsContext = {
      shopName: shopName(store),
      phone: STORE_PHONES[store.id],
      email: STORE_EMAILS[store.id],
      // Filled with the store's threshold when the page is answered (server/content/content-terms.ts).
      freeShipping: FREE_SHIPPING_PLACEHOLDER,
      returnFee: euros(RETURN_FEE_CENTS, store.locale),
      paths: {
        returnConditions: cmsPagePath(store.locale, 'return-conditions'),
        deliveryReturns: cmsPagePath(store.locale, 'delivery-returns'),
        contact: '/contact',
        account: '/account/history',
        outlet: '/outlet',
      },
    };
    return CMS_KEYS.map((key) => ({
      storeId: store.id,
      key,
      slug: texts[key].slug,
      title: texts[key].title,
      content: texts[key].body(context),
    }));
  });
}

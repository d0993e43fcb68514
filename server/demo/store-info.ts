/** Per-store contact details and helpers shared by the site, CMS and template builders. */
import { STORES, STORE_IDS, type StoreDefinition, type StoreId } from '../../src/domain/store/stores';
import type { SellerDetails } from '../../src/domain/store/seller';

import type { LocaleCode } from '../../src/domain/store/locales';
import { BRANDS } from './brands';
import type { CatBrand } from '../catalogue/catalogue-service';

export const STORE_PHONES: Record<StoreId, string> = {
  laboutiqueofficielle: '+33 1 84 80 12 34',
  boutique_es: '+34 910 60 12 34',
  boutique_it: '+39 02 8732 1234',
  boutique_be: '+32 2 808 12 34',
  boutique_de: '+49 30 2555 1234',
  boutique_com: '+353 1 556 1234',
};

export const STORE_EMAILS: Record<StoreId, string> = {
  laboutiqueofficielle: 'service@laboutiqueofficielle.example',
  boutique_es: 'ayuda@boutique.example',
  boutique_it: 'assistenza@boutique.example',
  boutique_be: 'klantenservice@boutique.example',
  boutique_de: 'kundenservice@boutique.example',
  boutique_com: 'help@boutique.example',
};

/** Who sells in every demo store (the same company behind both brands), as their bills state it. */
export const DEMO_SELLER: SellerDetails = {
  company: 'Boutique SAS',
  street: '1 place de la Bourse',
  city: '75002 Paris',
  country: 'France',
  vatNumber: 'FR40123456789',
  registration: 'SAS au capital de 50 000 € · RCS Paris 123 456 789',
};

export const storeLocale = (storeId: StoreId): LocaleCode => STORES[storeId].locale;

export const allStores = (): StoreDefinition[] => STORE_IDS.map((id) => STORES[id]);

/** Restricted brands are only shown on the first brand's store. */
export const brandsForStore = (store: StoreDefinition): CatBrand[] =>
  BRANDS.filter((brand) => !brand.restricted || store.brand === 'laboutiqueofficielle');

import { defineParameterType } from '@cucumber/cucumber';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { StoreId } from '../../src/domain/store/stores';

const STORE_BY_ADJECTIVE: Record<string, StoreId> = {
  French: 'laboutiqueofficielle',
  Spanish: 'boutique_es',
  Italian: 'boutique_it',
  Belgian: 'boutique_be',
  German: 'boutique_de',
  international: 'boutique_com',
};

const LOCALE_BY_LANGUAGE: Record<string, LocaleCode> = {
  French: 'fr',
  Spanish: 'es',
  Italian: 'it',
  Dutch: 'nl',
  German: 'de',
  English: 'en',
};

defineParameterType({
  name: 'store',
  regexp: /the (French|Spanish|Italian|Belgian|German|international) store/,
  transformer: (adjective: string): StoreId => STORE_BY_ADJECTIVE[adjective],
});

defineParameterType({
  name: 'language',
  regexp: /French|Spanish|Italian|Dutch|German|English/,
  transformer: (language: string): LocaleCode => LOCALE_BY_LANGUAGE[language],
});

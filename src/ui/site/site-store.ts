import { makeAutoObservable, observableRef } from 'mobx';
import { freeShippingThresholdEuros } from '../../domain/basket/shipping';
import type { BoSettings, Footer, InitResponse, MenuItem } from '../../domain/catalogue/site';
import type { StoreBaseUrls } from '../../domain/routing/page-links';
import { LOCALES, type Locale } from '../../domain/store/locales';
import { STORE_IDS, STORES, type StoreDefinition } from '../../domain/store/stores';
import type { RequestContext } from '../../application/ports/request-context';

const BRAND_NAMES: Record<StoreDefinition['brand'], string> = {
  laboutiqueofficielle: 'La Boutique Officielle',
  boutique: 'Boutique',
};

/** Site-wide data of the current store (init answer: menu, footer, stores, settings). */
export class SiteStore {
  readonly context: RequestContext;
  init: InitResponse | null = null;

  constructor(context: RequestContext, init: InitResponse | null = null) {
    this.context = context;
    this.init = init;
    makeAutoObservable(this, { context: false, init: observableRef }, { autoBind: true });
  }

  apply(init: InitResponse): void {
    this.init = init;
  }

  get loaded(): boolean {
    return this.init !== null;
  }

  get store(): StoreDefinition {
    return STORES[this.context.storeId];
  }

  get locale(): Locale {
    return LOCALES[this.context.locale];
  }

  get brandName(): string {
    return BRAND_NAMES[this.store.brand];
  }

  /** Active menu entries; the language entry is left to the country/language switch. */
  get menu(): MenuItem[] {
    return (this.init?.menu ?? []).filter((item) => item.active && item.type !== 'LANG');
  }

  get footer(): Footer | null {
    return this.init?.footer ?? null;
  }

  get freeShippingAmount(): number {
    return freeShippingThresholdEuros(this.init?.freeShippingAmount);
  }

  get maintenance(): boolean {
    return this.init?.boSettings.maintenance ?? false;
  }

  get settings(): BoSettings | null {
    return this.init?.boSettings ?? null;
  }

  /** Where each language's store is served (from /init), for canonical and hreflang URLs. */
  get baseUrls(): StoreBaseUrls {
    const urls: StoreBaseUrls = {};
    for (const store of this.init?.stores ?? []) {
      const known = STORE_IDS.find((id) => id === store.id);
      if (known) urls[STORES[known].locale] = store.baseUrl;
    }
    return urls;
  }
}

/**
 * Per-store site settings: menu, footer, header banner, sale banner, seasonal Christmas
 * delivery banner (late Nov – Dec 2026) and phone. Banner images: /media/banners/{name}.svg.
 */
import type { SaleBanner, SeasonalBannerConfig, TemplateItem } from '../../src/domain/catalogue/site';
import type { StoreDefinition, StoreId } from '../../src/domain/store/stores';
import type { CatStoreSite } from '../catalogue/catalogue-service';
import { buildFooter } from './footers';
import { listingPath } from '../../src/domain/routing/listing-slugs';
import { buildMenu } from './site-menus';
import { BANNER_WORDS, MONTH_DECEMBER, SEASONAL_WORDS } from './site-words';
import { DEMO_SELLER, STORE_EMAILS, STORE_PHONES, allStores } from './store-info';

export const bannerPath = (name: string): string => `/media/banners/${name}.svg`;

/** Christmas cut-off days in December 2026: home, relay, express; far stores order earlier. */
const CUT_OFFS: Record<StoreId, [number, number, number]> = {
  laboutiqueofficielle: [18, 19, 22],
  boutique_es: [16, 17, 21],
  boutique_it: [15, 16, 21],
  boutique_be: [17, 18, 21],
  boutique_de: [16, 17, 21],
  boutique_com: [12, 14, 19],
};

const december = (day: number): string => `2026-12-${String(day).padStart(2, '0')}T00:00:00.000Z`;

function dayText(store: StoreDefinition, day: number): string {
  const month = MONTH_DECEMBER[store.locale];
  if (store.locale === 'de') return `${day}. ${month}`;
  if (store.locale === 'es') return `${day} de ${month}`;
  return `${day} ${month}`;
}

function seasonalBanner(store: StoreDefinition): SeasonalBannerConfig {
  const [home, relay, express] = CUT_OFFS[store.id];
  const fill = (text: string, day: number) => text.replace('{date}', dayText(store, day));
  return {
    content1: fill(SEASONAL_WORDS.home[store.locale], home),
    content2: fill(SEASONAL_WORDS.relay[store.locale], relay),
    content3: fill(SEASONAL_WORDS.express[store.locale], express),
    content4: SEASONAL_WORDS.late[store.locale],
    content1Date: '2026-11-23T00:00:00.000Z',
    content2Date: december(home + 1),
    content3Date: december(relay + 1),
    content4Date: december(express + 1),
    endDate: december(26),
  };
}

function headerBanner(store: StoreDefinition): TemplateItem {
  return {
    slug: 'header-banner',
    link: listingPath(store.locale, 'novelties'),
    image: bannerPath(`header-${store.id}`),
    imageMobile: bannerPath(`header-${store.id}-mobile`),
    title: BANNER_WORDS.freeShipping[store.locale],
    creativeVersion: 'v1',
  };
}

function saleBanner(store: StoreDefinition): SaleBanner {
  const title = BANNER_WORDS.saleTitle[store.locale];
  const link = listingPath(store.locale, 'sale');
  return {
    image: bannerPath(`sale-${store.locale}`),
    imageMobile: bannerPath(`sale-${store.locale}-mobile`),
    altText: title,
    altTextMobile: title,
    link,
    linkMobile: link,
  };
}

export function buildSites(): CatStoreSite[] {
  return allStores().map((store) => ({
    storeId: store.id,
    menu: buildMenu(store),
    footer: buildFooter(store),
    headerBanner: headerBanner(store),
    saleBanner: saleBanner(store),
    seasonalBanner: seasonalBanner(store),
    phone: STORE_PHONES[store.id],
    email: STORE_EMAILS[store.id],
    seller: { ...DEMO_SELLER },
  }));
}

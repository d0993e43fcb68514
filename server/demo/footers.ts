/**
 * Store footers: sitemap columns (CMS pages /t/{slug}, contact, listings), social networks
 * (all four for the first brand, a subset elsewhere) and app download links with badges
 * /media/badges/{storeId}-{platform}.svg (157×47) and QR codes of the store's app link
 * /media/qr/{storeId}-{platform}.svg (server/media/media-qr-code.ts, from the app link the footer gives).
 */
import type { Footer } from '../../src/domain/catalogue/site';
import { STORES, type StoreDefinition, type StoreId } from '../../src/domain/store/stores';
import { cmsPagePath, CMS_TEXTS } from './cms-pages';
import type { CmsKey } from './cms-context';
import { listingPath } from '../../src/domain/routing/listing-slugs';
import { FOOTER_WORDS, MENU_WORDS } from './site-words';

type Network = Footer['socialNetworks'][number]['name'];

const NETWORKS: Record<StoreId, Network[]> = {
  laboutiqueofficielle: ['instagram', 'tiktok', 'facebook', 'youtube'],
  boutique_es: ['instagram', 'tiktok', 'facebook'],
  boutique_it: ['instagram', 'facebook'],
  boutique_be: ['instagram', 'facebook'],
  boutique_de: ['instagram', 'youtube'],
  boutique_com: ['instagram', 'tiktok'],
};

const NETWORK_HOSTS: Record<Network, string> = {
  instagram: 'https://www.instagram.com/',
  tiktok: 'https://www.tiktok.com/@',
  facebook: 'https://www.facebook.com/',
  youtube: 'https://www.youtube.com/@',
};

export const badgePath = (storeId: StoreId, platform: 'android' | 'ios'): string => `/media/badges/${storeId}-${platform}.svg`;
export const qrCodePath = (storeId: StoreId, platform: 'android' | 'ios'): string => `/media/qr/${storeId}-${platform}.svg`;

/** The store's app in the platform's store, in the store's language or country. */
export function appDownloadUrl(storeId: StoreId, platform: 'android' | 'ios'): string {
  const store = STORES[storeId];
  return platform === 'android'
    ? `https://play.google.com/store/apps/details?id=example.boutique.app&hl=${store.langCode}`
    : `https://apps.apple.com/${store.countryCode.toLowerCase()}/app/boutique/id1234567890`;
}

export function buildFooter(store: StoreDefinition): Footer {
  const locale = store.locale;
  const cms = (key: CmsKey) => ({ name: CMS_TEXTS[locale][key].title, url: { path: cmsPagePath(locale, key) } });
  const account = store.brand === 'laboutiqueofficielle' ? 'laboutiqueofficielle' : store.id.replace('_', '.');
  return {
    sitemap: [
      {
        title: FOOTER_WORDS.help[locale],
        links: [cms('faq'), cms('delivery-returns'), cms('return-conditions'), cms('promo-code'), { name: FOOTER_WORDS.contact[locale], url: { path: '/contact' } }],
      },
      {
        title: FOOTER_WORDS.shop[locale],
        links: [
          { name: MENU_WORDS.brands[locale], url: { path: listingPath(locale, 'brands') } },
          { name: MENU_WORDS.novelties[locale], url: { path: listingPath(locale, 'novelties') } },
          { name: MENU_WORDS.topSales[locale], url: { path: listingPath(locale, 'topSales') } },
          { name: MENU_WORDS.sale[locale], url: { path: listingPath(locale, 'sale') } },
          { name: MENU_WORDS.outlet[locale], url: { path: listingPath(locale, 'outlet') } },
        ],
      },
      { title: FOOTER_WORDS.about[locale], links: [cms('jobs'), cms('terms'), cms('legal-notices')] },
    ],
    socialNetworks: NETWORKS[store.id].map((name) => ({ name, url: `${NETWORK_HOSTS[name]}${account}` })),
    apps: [
      {
        platform: 'android',
        url: appDownloadUrl(store.id, 'android'),
        badge: badgePath(store.id, 'android'), qrCode: qrCodePath(store.id, 'android'), width: 157, height: 47,
      },
      {
        platform: 'ios',
        url: appDownloadUrl(store.id, 'ios'),
        badge: badgePath(store.id, 'ios'), qrCode: qrCodePath(store.id, 'ios'), width: 157, height: 47,
      },
    ],
  };
}

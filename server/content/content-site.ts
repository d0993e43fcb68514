/** GET /init and the menu: the store's site furniture, countries, stores and settings. */
import type { BoSettings, Country, Footer, InitResponse, MenuItem, TemplateItem } from '../../src/domain/catalogue/site';
import { toEuros } from '../../src/domain/money/money';
import type { Localized } from '../../src/domain/store/locales';
import type { Db } from '../db/database';
import type { ShopContext } from '../core/shop-context';
import { clientSearchSettings, type SearchConfig } from '../search/search-service';
import { freeShippingCents } from '../checkout/checkout-service';
import { storeInfos, type UrlConfig } from '../http/store-urls';
import { countryRows, storedMaintenance, storeSiteRow } from './content-repository';
import { liveNow, shownKey, shownVersions, type ContentView } from './content-live';
import type { ContentKind } from './content-entry-kinds';
import { amountWords, fillTerms, withStoreTerms } from './content-terms';

export interface SiteDeps {
  db: Db;
  urls: UrlConfig;
  /** MAINTENANCE=1 forces maintenance on whatever the stored setting says. */
  forceMaintenance: boolean;
  /** Algolia settings; unset: clients search the shop at the request's origin. */
  search?: SearchConfig;
  /** The public search key (a secured key hiding outlet-only records: server/search/search-keys.ts). */
  publicSearchKey: string;
  /** MAP_TILE_URL: the relay map's tiles; unset, the map draws its own background (works offline). */
  mapTileUrl?: string | null;
  /** RECAPTCHA_SITE_KEY when the shop checks contact messages with reCAPTCHA (server/contact). */
  recaptchaSiteKey?: string | null;
  /** GTM_ID: the tag manager the browser loads after consent. */
  gtmId?: string | null;
}

/**
 * MAP_TILE_URL, a Leaflet tile template (`https://tile.example/{z}/{x}/{y}.png`): only an http(s)
 * URL with the three placeholders is taken; anything else leaves the map on its drawn background.
 */
export function readMapTileUrl(env: Record<string, string | undefined> = process.env): string | null {
  const value = env.MAP_TILE_URL?.trim();
  if (!value || !/^https?:\/\/[^\s"'<>]+$/.test(value) || !['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return null;
  return value;
}

interface StoreSite {
  menu: MenuItem[];
  footer: Footer;
  headerBanner: TemplateItem | null;
  boSettings: Omit<BoSettings, 'maintenance'>;
}

const SITE_KINDS: ContentKind[] = ['menu', 'footer', 'header-banner', 'sale-banner', 'seasonal-banner'];

/** The store's seeded furniture, with the merchant's entries that show in this view over it. */
async function storeSite(db: Db, storeId: string, view: ContentView): Promise<StoreSite> {
  const [row, shown] = await Promise.all([storeSiteRow(db, storeId), shownVersions(db, { kinds: SITE_KINDS, storeIds: [storeId] }, view)]);
  if (!row) throw new Error(`No site for store '${storeId}': the database was not seeded`);
  const entry = <T>(kind: ContentKind, seeded: T): T => (shown.has(shownKey(kind, storeId)) ? (shown.get(shownKey(kind, storeId))!.body as T) : seeded);
  return {
    menu: entry('menu', row.menu),
    footer: entry('footer', row.footer),
    headerBanner: entry('header-banner', row.header_banner ?? null),
    boSettings: { saleBanner: entry('sale-banner', row.sale_banner ?? null), seasonalBanner: entry('seasonal-banner', row.seasonal_banner ?? null), phone: row.phone },
  };
}

/** The link the store's footer gives to its app on a platform; null when it gives none. */
export async function appLink(db: Db, storeId: string, platform: 'android' | 'ios'): Promise<string | null> {
  if (!(await storeSiteRow(db, storeId))) return null;
  const site = await storeSite(db, storeId, liveNow());
  return site.footer.apps.find((app) => app.platform === platform)?.url ?? null;
}

/** MAINTENANCE=1, else the merchant's switch (a `maintenance` entry), else the stored setting. */
export async function maintenanceOn(deps: Pick<SiteDeps, 'db' | 'forceMaintenance'>, view: ContentView = liveNow()): Promise<boolean> {
  if (deps.forceMaintenance) return true;
  const shown = (await shownVersions(deps.db, { kinds: ['maintenance'], storeIds: [''] }, view)).get(shownKey('maintenance', ''));
  if (shown) return shown.body === true;
  return (await storedMaintenance(deps.db)) === true;
}

async function countries(db: Db, context: ShopContext): Promise<Country[]> {
  const rows = await countryRows(db);
  return rows
    .map((row) => ({
      isoCode2: row.iso_code2,
      name: (row.names as Localized)[context.locale] ?? row.iso_code2,
      active: row.active,
      storeId: row.store_id,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, context.locale));
}

export async function menu(db: Db, context: ShopContext, view: ContentView = liveNow()): Promise<MenuItem[]> {
  return withStoreTerms(db, context.store, (await storeSite(db, context.store.id, view)).menu);
}

export async function init(deps: SiteDeps, context: ShopContext, requestOrigin: string, view: ContentView = liveNow()): Promise<InitResponse> {
  const [stored, countryList, freeShipping, maintenance] = await Promise.all([
    storeSite(deps.db, context.store.id, view),
    countries(deps.db, context),
    freeShippingCents(deps.db, context.store),
    maintenanceOn(deps, view),
  ]);
  const site = fillTerms(stored, amountWords(freeShipping, context.store.locale));
  return {
    countries: countryList,
    stores: storeInfos(deps.urls, requestOrigin),
    menu: site.menu,
    footer: site.footer,
    freeShippingAmount: toEuros(freeShipping),
    headerBanner: site.headerBanner,
    boSettings: { maintenance, ...site.boSettings, ...(deps.mapTileUrl ? { mapTileUrl: deps.mapTileUrl } : {}), ...(deps.recaptchaSiteKey ? { recaptchaSiteKey: deps.recaptchaSiteKey } : {}), ...(deps.gtmId ? { gtmId: deps.gtmId } : {}) },
    search: clientSearchSettings(deps.search, requestOrigin, deps.publicSearchKey),
  };
}

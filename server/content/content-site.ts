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

export interface SiteDeps {
  db: Db;
  urls: UrlConfig;
  /** MAINTENANCE=1 forces maintenance on whatever the stored setting says. */
  forceMaintenance: boolean;
  /** Algolia settings; unset: clients search the shop at the request's origin. */
  search?: SearchConfig;
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

async function storeSite(db: Db, storeId: string): Promise<StoreSite> {
  const row = await storeSiteRow(db, storeId);
  if (!row) throw new Error(`No site for store '${storeId}': the database was not seeded`);
  return {
    menu: row.menu,
    footer: row.footer,
    headerBanner: row.header_banner ?? null,
    boSettings: { saleBanner: row.sale_banner ?? null, seasonalBanner: row.seasonal_banner ?? null, phone: row.phone },
  };
}

/** The link the store's footer gives to its app on a platform; null when it gives none. */
export async function appLink(db: Db, storeId: string, platform: 'android' | 'ios'): Promise<string | null> {
  const row = await storeSiteRow(db, storeId);
  return row?.footer.apps.find((app) => app.platform === platform)?.url ?? null;
}

export async function maintenanceOn(deps: Pick<SiteDeps, 'db' | 'forceMaintenance'>): Promise<boolean> {
  if (deps.forceMaintenance) return true;
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

export async function menu(db: Db, context: ShopContext): Promise<MenuItem[]> {
  return (await storeSite(db, context.store.id)).menu;
}

export async function init(deps: SiteDeps, context: ShopContext, requestOrigin: string): Promise<InitResponse> {
  const [site, countryList, freeShipping, maintenance] = await Promise.all([
    storeSite(deps.db, context.store.id),
    countries(deps.db, context),
    freeShippingCents(deps.db, context.store),
    maintenanceOn(deps),
  ]);
  return {
    countries: countryList,
    stores: storeInfos(deps.urls, requestOrigin),
    menu: site.menu,
    footer: site.footer,
    freeShippingAmount: toEuros(freeShipping),
    headerBanner: site.headerBanner,
    boSettings: { maintenance, ...site.boSettings, ...(deps.mapTileUrl ? { mapTileUrl: deps.mapTileUrl } : {}), ...(deps.recaptchaSiteKey ? { recaptchaSiteKey: deps.recaptchaSiteKey } : {}), ...(deps.gtmId ? { gtmId: deps.gtmId } : {}) },
    search: clientSearchSettings(deps.search, requestOrigin),
  };
}

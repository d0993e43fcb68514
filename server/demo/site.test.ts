import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/domain/catalogue/site';
import { STORES, STORE_IDS } from '../../src/domain/store/stores';
import { categoryNode } from './categories';
import { CMS_KEYS } from './cms-context';
import { generateCatalogue } from './generate-catalogue';
import { LISTING_SLUGS } from '../../src/domain/routing/listing-slugs';
import { URL_SAFE_SLUG } from './text';

const catalogue = generateCatalogue();

/** Every path a store can resolve, in its language. */
function knownPaths(storeId: (typeof STORE_IDS)[number]): Set<string> {
  const store = STORES[storeId];
  const locale = store.locale;
  const paths = new Set<string>(['/', '/contact', '/account/history']);
  catalogue.categories.forEach((c) => paths.add(categoryNode(c.id).paths[locale]));
  catalogue.brands.filter((b) => !b.restricted || storeId === 'laboutiqueofficielle').forEach((b) => paths.add(`/${b.slug}`));
  catalogue.artists.forEach((a) => paths.add(`/c-${a.slug}-${a.id}`));
  Object.values(LISTING_SLUGS[locale]).forEach((slug) => paths.add(`/${slug}`));
  catalogue.cmsPages.filter((p) => p.storeId === storeId).forEach((p) => paths.add(`/t/${p.slug}`));
  catalogue.templates.filter((t) => t.storeId === storeId || t.storeId === null).forEach((t) => paths.add(`/tp/${t.slug}`));
  return paths;
}

const menuPaths = (menu: MenuItem[]): string[] => menu.flatMap((item) => [
  item.url.path,
  ...item.menuSubSections.flatMap((section) => [
    section.url.path,
    ...section.menuSubSectionItems.flatMap((entry) => [entry.url.path, ...(entry.children ?? []).map((child) => child.url.path)]),
  ]),
  ...(item.template?.templateItems ?? []).map((tile) => tile.link),
]);

describe('store sites', () => {
  it('exist for every store', () => {
    expect(catalogue.sites.map((s) => s.storeId)).toEqual([...STORE_IDS]);
  });

  it('have menus whose links all point to existing pages of the store', () => {
    for (const site of catalogue.sites) {
      const known = knownPaths(site.storeId);
      for (const path of menuPaths(site.menu)) expect(known.has(path), `${site.storeId} ${path}`).toBe(true);
      const types = site.menu.map((item) => item.type);
      for (const type of ['NOVELTIES', 'TOPSALES', 'PROMO', 'BRANDS', 'ARTISTS', 'CATEGORY', 'LANG']) expect(types).toContain(type);
      expect(types.filter((type) => type === 'CATEGORY')).toHaveLength(3);
    }
  });

  it('speak the store language in the menu and only show restricted brands in France', () => {
    const fr = catalogue.sites.find((s) => s.storeId === 'laboutiqueofficielle')!;
    const es = catalogue.sites.find((s) => s.storeId === 'boutique_es')!;
    expect(fr.menu.find((i) => i.type === 'NOVELTIES')?.url.path).toBe('/nouveautes');
    expect(es.menu.find((i) => i.type === 'NOVELTIES')?.url.path).toBe('/novedades');
    expect(es.menu.find((i) => i.type === 'CATEGORY')?.name).toBe('Hombre');
    const restricted = catalogue.brands.filter((b) => b.restricted).map((b) => `/${b.slug}`);
    const brandLinks = (site: typeof fr) => site.menu.find((i) => i.type === 'BRANDS')!.menuSubSections[0].menuSubSectionItems.map((e) => e.url.path);
    restricted.forEach((path) => {
      expect(brandLinks(fr)).toContain(path);
      expect(brandLinks(es)).not.toContain(path);
    });
  });

  it('have footers linking to the store CMS pages, with social networks and app badges', () => {
    for (const site of catalogue.sites) {
      const known = knownPaths(site.storeId);
      site.footer.sitemap.flatMap((column) => column.links).forEach((link) => expect(known.has(link.url.path), link.url.path).toBe(true));
      expect(site.footer.socialNetworks.length).toBeGreaterThan(0);
      expect(site.footer.apps.map((a) => a.badge)).toEqual([`/media/badges/${site.storeId}-android.svg`, `/media/badges/${site.storeId}-ios.svg`]);
      site.footer.apps.forEach((app) => expect([app.width, app.height]).toEqual([157, 47]));
    }
    const first = catalogue.sites.find((s) => s.storeId === 'laboutiqueofficielle')!;
    expect(first.footer.socialNetworks.map((n) => n.name)).toEqual(['instagram', 'tiktok', 'facebook', 'youtube']);
  });

  it('have banners and a Christmas seasonal banner with ordered dates', () => {
    for (const site of catalogue.sites) {
      expect(site.headerBanner?.image).toMatch(/^\/media\/banners\/.+\.svg$/);
      expect(site.saleBanner?.link).toBe(`/${LISTING_SLUGS[STORES[site.storeId].locale].sale}`);
      const banner = site.seasonalBanner!;
      const dates = [banner.content1Date, banner.content2Date, banner.content3Date, banner.content4Date, banner.endDate].map(Date.parse);
      expect([...dates].sort((a, b) => a - b)).toEqual(dates);
      expect(banner.content1Date.startsWith('2026-11')).toBe(true);
      expect(banner.endDate.startsWith('2026-12')).toBe(true);
      expect(site.phone).toMatch(/^\+\d/);
    }
  });
});

describe('CMS pages', () => {
  it('cover the seven keys per store with unique URL-safe slugs and HTML in the store language', () => {
    for (const storeId of STORE_IDS) {
      const pages = catalogue.cmsPages.filter((p) => p.storeId === storeId);
      expect(pages.map((p) => p.key).sort()).toEqual([...CMS_KEYS].sort());
      expect(new Set(pages.map((p) => p.slug)).size).toBe(pages.length);
      pages.forEach((p) => {
        expect(p.slug).toMatch(URL_SAFE_SLUG);
        expect(p.content.startsWith('<')).toBe(true);
      });
      const returns = pages.find((p) => p.key === 'return-conditions')!.content;
      expect(returns).toMatch(/14/);
      expect(returns).toMatch(/5[.,]99/);
      expect(pages.find((p) => p.key === 'delivery-returns')!.content).toMatch(/99/);
    }
    expect(catalogue.cmsPages.find((p) => p.storeId === 'boutique_de' && p.key === 'legal-notices')?.slug).toBe('impressum');
  });
});

describe('templates', () => {
  const products = new Map(catalogue.products.map((p) => [p.id, p]));

  it('give every store its home templates with sellable highlighted products', () => {
    for (const storeId of STORE_IDS) {
      for (const slug of ['top_categorie_homepage', 'home_highlights', 'home_slider']) {
        const template = catalogue.templates.find((t) => t.slug === slug && t.storeId === storeId);
        expect(template, `${storeId} ${slug}`).toBeDefined();
        expect(template!.items.length).toBeGreaterThan(0);
        for (const id of template!.items.flatMap((item) => item.productIds ?? [])) {
          const product = products.get(id)!;
          expect(product.displayInListing && !product.isOnlyOutlet).toBe(true);
          const restricted = catalogue.brands.find((b) => b.id === product.brandId)!.restricted;
          if (storeId !== 'laboutiqueofficielle') expect(restricted).toBe(false);
        }
      }
      const tiles = catalogue.templates.find((t) => t.slug === 'top_categorie_homepage' && t.storeId === storeId)!.items;
      tiles.forEach((tile) => {
        expect(tile.image && tile.imageMobile && tile.title && tile.link).toBeTruthy();
        expect(knownPaths(storeId).has(tile.link)).toBe(true);
        expect(tile.productIds!.length).toBeGreaterThan(0);
      });
      // Every tile of the home's top categories is another category: no title twice.
      expect(new Set(tiles.map((tile) => tile.title)).size, storeId).toBe(tiles.length);
      expect(catalogue.templates.find((t) => t.slug === 'home_highlights' && t.storeId === storeId)!.subtitle).toBeTruthy();
    }
  });

  it('include template pages for /tp/{slug}', () => {
    const pages = catalogue.templates.filter((t) => !['top_categorie_homepage', 'home_highlights', 'home_slider'].includes(t.slug));
    expect(pages.length).toBeGreaterThan(0);
    pages.forEach((page) => expect(page.slug).toMatch(URL_SAFE_SLUG));
    expect(pages.some((page) => page.storeId === null)).toBe(true);
  });
});

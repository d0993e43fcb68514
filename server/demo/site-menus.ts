/**
 * Store menus (SPEC §3 "Menu item") in the store's language. Every url.path is store-relative
 * without locale prefix: categories /{gender}[/{family}[/{type}]], brands /{brandSlug}, brands page,
 * artists /c-{slug}-{id}, listings from LISTING_SLUGS. LANG items carry `queryParams.locale`.
 */
import type { MenuItem, MenuSubSection, TemplateItem } from '../../src/domain/catalogue/site';
import { LOCALE_CODES, type LocaleCode } from '../../src/domain/store/locales';
import type { StoreDefinition } from '../../src/domain/store/stores';
import { ARTISTS } from './brands';
import { CATEGORY_NODES, type CategoryNode } from './categories';
import { artistPath, listingPath } from '../../src/domain/routing/listing-slugs';
import { LANGUAGE_NAMES, MENU_WORDS } from './site-words';
import { brandsForStore } from './store-info';

export const tileImagePath = (slug: string): string => `/media/tiles/${slug}.svg`;
export const tileImageMobilePath = (slug: string): string => `/media/tiles/${slug}-mobile.svg`;

/** Best-selling types, flagged "TOP" in the menu. */
const TOP_TYPES = new Set(['hoodies', 'sneakers', 'tshirts']);

const item = (type: MenuItem['type'], name: string, path: string, menuSubSections: MenuSubSection[] = []): MenuItem => ({
  type, name, url: { path }, active: true, menuSubSections,
});

export function categoryTile(node: CategoryNode, locale: LocaleCode): TemplateItem {
  const slug = `${node.gender}-${node.type?.key ?? node.family ?? 'all'}`;
  return {
    slug,
    link: node.paths[locale],
    image: tileImagePath(slug),
    imageMobile: tileImageMobilePath(slug),
    title: node.category.names[locale],
    creativeVersion: 'v1',
  };
}

function genderItem(gender: CategoryNode, locale: LocaleCode): MenuItem {
  const families = CATEGORY_NODES.filter((node) => node.category.parentId === gender.category.id);
  const sections = families.map((family): MenuSubSection => ({
    name: family.category.names[locale],
    url: { path: family.paths[locale] },
    type: 'CATEGORY',
    menuSubSectionItems: CATEGORY_NODES.filter((node) => node.category.parentId === family.category.id).map((type) => ({
      name: type.category.names[locale],
      url: { path: type.paths[locale] },
      ...(TOP_TYPES.has(type.type!.key) ? { label: 'TOP' } : {}),
    })),
  }));
  const featured = CATEGORY_NODES.find((node) => node.category.level === 3 && node.gender === gender.gender && node.type?.key === 'hoodies')
    ?? CATEGORY_NODES.find((node) => node.category.level === 3 && node.gender === gender.gender)!;
  return {
    ...item('CATEGORY', gender.category.names[locale], gender.paths[locale], sections),
    template: { templateItems: [categoryTile(featured, locale)] },
  };
}

export function buildMenu(store: StoreDefinition): MenuItem[] {
  const locale = store.locale;
  const genders = CATEGORY_NODES.filter((node) => node.category.level === 1);
  const brands = [...brandsForStore(store)].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const brandsPath = listingPath(locale, 'brands');
  const saleSection: MenuSubSection = {
    name: MENU_WORDS.sale[locale],
    url: { path: listingPath(locale, 'sale') },
    type: 'PROMO',
    menuSubSectionItems: [
      { name: MENU_WORDS.promotions[locale], url: { path: listingPath(locale, 'promotions') } },
      { name: MENU_WORDS.flashSale[locale], url: { path: listingPath(locale, 'flashSale') } },
      { name: MENU_WORDS.outlet[locale], url: { path: listingPath(locale, 'outlet') } },
    ],
  };
  return [
    item('NOVELTIES', MENU_WORDS.novelties[locale], listingPath(locale, 'novelties')),
    ...genders.map((gender) => genderItem(gender, locale)),
    item('BRANDS', MENU_WORDS.brands[locale], brandsPath, [{
      name: MENU_WORDS.allBrands[locale],
      url: { path: brandsPath },
      type: 'BRANDS',
      menuSubSectionItems: brands.map((brand) => ({ name: brand.name, url: { path: `/${brand.slug}` } })),
    }]),
    item('ARTISTS', MENU_WORDS.artists[locale], artistPath(ARTISTS[0].slug, ARTISTS[0].id), [{
      name: MENU_WORDS.artists[locale],
      url: { path: artistPath(ARTISTS[0].slug, ARTISTS[0].id) },
      type: 'ARTISTS',
      menuSubSectionItems: ARTISTS.map((artist) => ({ name: artist.name, url: { path: artistPath(artist.slug, artist.id) } })),
    }]),
    item('TOPSALES', MENU_WORDS.topSales[locale], listingPath(locale, 'topSales')),
    item('PROMO', MENU_WORDS.sale[locale], listingPath(locale, 'sale'), [saleSection]),
    item('PROMOTIONS', MENU_WORDS.promotions[locale], listingPath(locale, 'promotions')),
    item('OUTLET', MENU_WORDS.outlet[locale], listingPath(locale, 'outlet')),
    item('LANG', LANGUAGE_NAMES[locale], '/', [{
      name: MENU_WORDS.language[locale],
      url: { path: '/' },
      type: 'LANG',
      menuSubSectionItems: LOCALE_CODES.map((code) => ({ name: LANGUAGE_NAMES[code], url: { path: '/', queryParams: { locale: code } } })),
    }]),
  ];
}

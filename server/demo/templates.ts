/**
 * Home templates per store (top_categorie_homepage, home_highlights, home_slider) and template
 * pages served at /tp/{slug} (gift ideas per store, a global streetwear lookbook). Highlighted
 * products are ones a store can sell: listed, not outlet-only, in stock, and no restricted brand
 * outside the first brand's store.
 */
import type { TemplateItem } from '../../src/domain/catalogue/site';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { StoreDefinition } from '../../src/domain/store/stores';
import type { CatTemplate } from '../catalogue/catalogue-service';
import { findNode, type CategoryNode } from './categories';
import type { ProductSummary } from './product-plan';
import type { FamilyKey, GenderKey } from './category-words';
import { listingPath, templatePagePath } from '../../src/domain/routing/listing-slugs';
import { searchPath } from '../../src/domain/routing/page-paths';
import { categoryTile } from './site-menus';
import { BANNER_WORDS } from './site-words';
import { bannerPath } from './store-sites';
import { allStores, brandsForStore } from './store-info';

export const HOME_TEMPLATE_SLUGS = ['top_categorie_homepage', 'home_highlights', 'home_slider'] as const;
export const LOOKBOOK_SLUG = 'streetwear-lookbook';
export const TEMPLATE_VERSION = 'v3';

/** What templates read of a product: summaries do, so a catalogue of any size needs no product in memory. */
export type TemplateProduct = Pick<ProductSummary, 'id' | 'brandId' | 'categoryId' | 'displayInListing' | 'isOnlyOutlet' | 'inStock' | 'salesRank' | 'frPrice' | 'hasArtist'>;

const TOP_TILES: [GenderKey, FamilyKey, string][] = [
  ['men', 'clothing', 'hoodies'], ['women', 'shoes', 'sneakers'], ['men', 'clothing', 'tshirts'],
  ['women', 'clothing', 'dresses'], ['kids', 'clothing', 'jackets'], ['men', 'accessories', 'caps'],
];

function sellable(products: readonly TemplateProduct[], store: StoreDefinition): TemplateProduct[] {
  const brandIds = new Set(brandsForStore(store).map((brand) => brand.id));
  return products
    .filter((p) => brandIds.has(p.brandId) && p.displayInListing && !p.isOnlyOutlet && p.inStock)
    .sort((a, b) => a.salesRank - b.salesRank);
}

const topOf = (products: TemplateProduct[], node: CategoryNode, count: number): number[] =>
  products.filter((p) => p.categoryId === node.category.id).slice(0, count).map((p) => p.id);

function tiles(products: TemplateProduct[], locale: LocaleCode): TemplateItem[] {
  return TOP_TILES.map(([gender, family, type]) => {
    const node = findNode(gender, family, type)!;
    return { ...categoryTile(node, locale), productIds: topOf(products, node, 4) };
  });
}

function storeTemplates(all: readonly TemplateProduct[], store: StoreDefinition): CatTemplate[] {
  const locale = store.locale;
  const products = sellable(all, store);
  const sneakers = findNode('men', 'shoes', 'sneakers')!;
  const giftsSlug = BANNER_WORDS.giftsSlug[locale];
  const slide = (n: number, title: string, link: string): TemplateItem => ({
    slug: `slide-${n}`, link, title, image: bannerPath(`slide-${n}-${locale}`), imageMobile: bannerPath(`slide-${n}-${locale}-mobile`), creativeVersion: 'slider',
  });
  const under50 = products.filter((p) => p.frPrice < 5000).slice(0, 8).map((p) => p.id);
  return [
    { slug: 'top_categorie_homepage', version: TEMPLATE_VERSION, storeId: store.id, title: BANNER_WORDS.topCategories[locale], items: tiles(products, locale) },
    {
      slug: 'home_highlights', version: TEMPLATE_VERSION, storeId: store.id,
      title: BANNER_WORDS.homeHighlights[locale], subtitle: BANNER_WORDS.homeHighlightsSubtitle[locale],
      items: [{
        slug: 'highlights', link: listingPath(locale, 'topSales'), image: bannerPath(`highlights-${locale}`),
        title: BANNER_WORDS.homeHighlights[locale], subtitle: BANNER_WORDS.homeHighlightsSubtitle[locale],
        productIds: products.slice(0, 12).map((p) => p.id),
      }],
    },
    {
      slug: 'home_slider', version: TEMPLATE_VERSION, storeId: store.id, title: BANNER_WORDS.slideNew[locale],
      items: [
        slide(1, BANNER_WORDS.slideNew[locale], listingPath(locale, 'novelties')),
        slide(2, BANNER_WORDS.slideSneakers[locale], sneakers.paths[locale]),
        slide(3, BANNER_WORDS.slideGifts[locale], templatePagePath(giftsSlug)),
      ],
    },
    {
      slug: giftsSlug, version: TEMPLATE_VERSION, storeId: store.id, title: BANNER_WORDS.giftsPage[locale],
      items: [
        { ...slide(1, BANNER_WORDS.slideGifts[locale], listingPath(locale, 'novelties')), slug: 'gifts-header', image: bannerPath(`tp-gifts-${locale}`), imageMobile: bannerPath(`tp-gifts-${locale}-mobile`) },
        { slug: 'gifts-under-50', link: listingPath(locale, 'topSales'), image: bannerPath(`highlights-${locale}`), title: BANNER_WORDS.giftsPage[locale], productIds: under50 },
        ...tiles(products, locale).slice(0, 4),
      ],
    },
  ];
}

/** Shared by every store, so its links avoid localised slugs (search paths are the same everywhere). */
function lookbook(all: readonly TemplateProduct[]): CatTemplate {
  const store = allStores().find((candidate) => candidate.id === 'boutique_com')!;
  const products = sellable(all, store);
  return {
    slug: LOOKBOOK_SLUG, version: TEMPLATE_VERSION, storeId: null, title: BANNER_WORDS.lookbook.en,
    items: [
      { slug: 'lookbook-header', link: searchPath('streetwear'), image: bannerPath('tp-lookbook'), imageMobile: bannerPath('tp-lookbook-mobile'), title: BANNER_WORDS.lookbook.en, creativeVersion: 'slider' },
      { slug: 'lookbook-looks', link: searchPath('graphic'), image: bannerPath('highlights-en'), title: BANNER_WORDS.lookbook.en, productIds: products.filter((p) => p.hasArtist).slice(0, 8).map((p) => p.id) },
    ],
  };
}

export function buildTemplates(products: readonly TemplateProduct[]): CatTemplate[] {
  return [...allStores().flatMap((store) => storeTemplates(products, store)), lookbook(products)];
}

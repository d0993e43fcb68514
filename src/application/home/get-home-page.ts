import { productCardFromDetail, type ProductCard } from '../../domain/catalogue/product-card';
import type {
  BoSettings,
  Footer,
  InitResponse,
  MenuItem,
  SaleBanner,
  SeasonalBannerConfig,
  Template,
  TemplateItem,
} from '../../domain/catalogue/site';
import type { CatalogueApi } from '../ports/catalogue-api';
import type { ErrorReporter } from '../ports/error-reporter';
import { ApiError } from '../ports/api-error';
import { reportSearchFailure } from '../search/report-search-failure';
import type { SearchProductCards } from '../search/search-product-cards';

/** The home page's templates (seeded per store by the back end). */
export const HOME_TEMPLATES = {
  /** Category tiles: link, image, imageMobile, title (SPEC §2 "category tile"). */
  tiles: 'top_categorie_homepage',
  /** Highlighted-products grids with title and subtitle. */
  highlights: 'home_highlights',
  /** Hero slides. */
  slider: 'home_slider',
} as const;

export const MAX_PRODUCTS_PER_HIGHLIGHT = 12;

/**
 * The category tiles a shopper can tell apart: a tile with the slug, link or title of an earlier
 * one is left out (issue 35: two genders' "Sweats à capuche" side by side read as one tile twice).
 */
export function distinctTiles(items: readonly TemplateItem[]): TemplateItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const marks = [`slug:${item.slug}`, `link:${item.link}`, `title:${item.title.trim().toLocaleLowerCase()}`];
    if (marks.some((mark) => seen.has(mark))) return false;
    for (const mark of marks) seen.add(mark);
    return true;
  });
}

export interface HighlightedProducts {
  /** Template slug and item slug, unique on the page. */
  key: string;
  title: string;
  subtitle: string | null;
  /** Store-relative link of the "see all" button, if any. */
  link: string | null;
  products: ProductCard[];
}

export interface HomePage {
  menu: MenuItem[];
  footer: Footer;
  headerBanner: TemplateItem | null;
  saleBanner: SaleBanner | null;
  seasonalBanner: SeasonalBannerConfig | null;
  boSettings: BoSettings;
  /** Euros. */
  freeShippingAmount: number;
  slides: TemplateItem[];
  categoryTilesTitle: string | null;
  categoryTiles: TemplateItem[];
  highlights: HighlightedProducts[];
  /** The whole init answer (countries, stores…) for the layout. */
  init: InitResponse;
}

/**
 * The home page: init (fatal when it fails, SPEC §8), then the home templates and the products
 * they highlight. A template or product that cannot be loaded is reported and left out; the page
 * still renders. With the search index, the highlighted products come in one call (else one
 * product call each, which is also the fallback when the index fails).
 */
export class GetHomePage {
  constructor(
    private readonly api: CatalogueApi,
    private readonly errors: ErrorReporter,
    private readonly searchCards?: SearchProductCards,
  ) {}

  async execute(): Promise<HomePage> {
    const [init, templates] = await Promise.all([this.api.init(), this.loadTemplates()]);
    const tiles = templates.get(HOME_TEMPLATES.tiles);
    const highlightTemplate = templates.get(HOME_TEMPLATES.highlights);
    const grids = (highlightTemplate?.templateItems ?? []).filter((item) => (item.productIds?.length ?? 0) > 0);
    const products = await this.loadProducts(grids.flatMap((item) => firstProducts(item)));

    const highlights = grids
      .map(
        (item): HighlightedProducts => ({
          key: `${HOME_TEMPLATES.highlights}:${item.slug}`,
          title: item.title || highlightTemplate!.title,
          subtitle: item.subtitle ?? highlightTemplate!.subtitle ?? null,
          link: item.link || null,
          products: firstProducts(item)
            .map((id) => products.get(id))
            .filter((card): card is ProductCard => card !== undefined),
        }),
      )
      .filter((highlight) => highlight.products.length > 0);

    return {
      menu: init.menu,
      footer: init.footer,
      headerBanner: init.headerBanner,
      saleBanner: init.boSettings.saleBanner,
      seasonalBanner: init.boSettings.seasonalBanner,
      boSettings: init.boSettings,
      freeShippingAmount: init.freeShippingAmount,
      slides: templates.get(HOME_TEMPLATES.slider)?.templateItems ?? [],
      categoryTilesTitle: tiles?.title ?? null,
      categoryTiles: distinctTiles(tiles?.templateItems ?? []),
      highlights,
      init,
    };
  }

  private async loadTemplates(): Promise<Map<string, Template>> {
    try {
      const templates = await this.api.templates(Object.values(HOME_TEMPLATES));
      return new Map(templates.map((template) => [template.slug, template]));
    } catch (error) {
      this.errors.report(error, 'Unable to fetch templates on home page');
      return new Map();
    }
  }

  private async loadProducts(ids: number[]): Promise<Map<number, ProductCard>> {
    const unique = [...new Set(ids)];
    if (this.searchCards && unique.length > 0) {
      try {
        const cards = await this.searchCards.cards(unique);
        for (const id of unique) {
          if (!cards.has(id)) this.errors.report(new ApiError(404, 'Product not found'), `Unable to fetch highlighted product ${id}`);
        }
        return cards;
      } catch (error) {
        reportSearchFailure(this.errors, error, 'Unable to get highlighted products from algolia on home page');
      }
    }
    const results = await Promise.allSettled(unique.map((id) => this.api.product(id)));
    const cards = new Map<number, ProductCard>();
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') cards.set(unique[index], productCardFromDetail(result.value.product));
      else this.errors.report(result.reason, `Unable to fetch highlighted product ${unique[index]}`);
    });
    return cards;
  }
}

function firstProducts(item: TemplateItem): number[] {
  return (item.productIds ?? []).slice(0, MAX_PRODUCTS_PER_HIGHLIGHT);
}

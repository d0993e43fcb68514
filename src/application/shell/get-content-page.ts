import type { ProductCard } from '../../domain/catalogue/product-card';
import type { CmsPage, TemplateItem } from '../../domain/catalogue/site';
import type { CatalogueApi } from '../ports/catalogue-api';
import type { ErrorReporter } from '../ports/error-reporter';
import { loadProductCards } from './product-cards';

export interface TemplatePageContent {
  slug: string;
  title: string;
  subtitle: string | null;
  /** A slider-type header item: the template layout makes the header transparent over it. */
  hero: TemplateItem | null;
  grids: { item: TemplateItem; products: ProductCard[] }[];
  tiles: TemplateItem[];
}

const MAX_GRID_PRODUCTS = 12;

/** CMS pages (`/t/{slug}`) and template pages (`/tp/{slug}`). Failures throw (the page is a 404). */
export class GetContentPage {
  constructor(
    private readonly api: CatalogueApi,
    private readonly errors: ErrorReporter,
  ) {}

  cms(slug: string): Promise<CmsPage> {
    return this.api.cmsPage(slug);
  }

  async template(slug: string): Promise<TemplatePageContent> {
    const template = await this.api.templatePage(slug);
    const items = template.templateItems;
    const hero = items.find((item) => item.creativeVersion === 'slider') ?? null;
    const gridItems = items.filter((item) => item !== hero && (item.productIds?.length ?? 0) > 0 && !isTile(item));
    const grids = await Promise.all(
      gridItems.map(async (item) => ({
        item,
        products: await loadProductCards(this.api, this.errors, (item.productIds ?? []).slice(0, MAX_GRID_PRODUCTS), 'Unable to fetch template product'),
      })),
    );
    return {
      slug: template.slug,
      title: template.title,
      subtitle: template.subtitle ?? null,
      hero,
      grids: grids.filter((grid) => grid.products.length > 0),
      tiles: items.filter((item) => item !== hero && isTile(item)),
    };
  }
}

/** Category tiles link to a listing and carry a mobile image; product grids do not. */
function isTile(item: TemplateItem): boolean {
  return Boolean(item.imageMobile) && item.creativeVersion !== 'slider';
}

/**
 * The deterministic demo catalogue (DESIGN decision 11): the same seed and product count give a
 * deep-equal catalogue on every machine, fresh objects on every call. Dates are fixed relative to
 * REFERENCE_DATE (2026-11-01); nothing reads the clock or Math.random.
 *
 *   generateCatalogue(seed = 42, count = 720): Catalogue   everything in memory (tests, oracles)
 *   planCatalogue(seed = 42, count = 720): CataloguePlan   products read one at a time (seeding)
 *
 * Brands, artists, categories, countries, carriers, CMS pages and store sites are the same for
 * every seed; products (and what depends on them: templates, product redirects) follow the seed
 * and the count.
 */
import { buildArtists, buildBrands } from './brands';
import { buildCarriers } from './carriers';
import type { Catalogue } from '../catalogue/catalogue-service';
import { buildCategories } from './categories';
import { buildCmsPages } from './cms-pages';
import { buildCountries } from './countries';
import { ProductPlan } from './product-plan';
import { PRODUCT_COUNT } from './products';
import { Random } from './random';
import { buildRedirects, buildReferers } from './redirects';
import { buildSites } from './store-sites';
import { buildTemplates } from './templates';
import { buildTerms } from './terms';

/**
 * Bump whenever the output for a seed and a count changes: a stored catalogue marked with another
 * version is stale. generate-catalogue.test.ts pins a fingerprint of the 720-product catalogue.
 * 2: the demo ratings are seeded rows (server/demo/demo-ratings.ts), no longer a score column;
 *    the footers' QR codes are per store (their app link), the legal notices explain cookies.
 * 3: the catalogue's terms (colours, materials, ranges, sizes, genders with their names); ranges
 *    are keys (`capsule-winter-2026`) named in each language; store sites carry the seller's details.
 * 4: the demo is a bundle imported as a merchant's (server/demo/demo-shop.ts): products are keyed by
 *    their reference ("RIV-SN-1001"), which their pages print.
 * 5: product pictures are photo files of the bundle (`pictures/hoodie-3a5f7c-front.jpg`: one per
 *    garment kind, colour and view), stored as originals by the import; no drawn product paths.
 * 6: the header banners and the delivery, terms and FAQ pages say `{freeShipping}`, filled when they
 *    are answered with the store's free-shipping threshold (issue 34: delivery terms are data).
 * 8: colour families (issue 38, product-families.ts): products of one model in several colours
 *    share a model key; the men's hoodies start with a seven-colour family, one colour sold out.
 */
export const CATALOGUE_GENERATOR_VERSION = 8;

export interface CataloguePlan {
  /** Everything but the products. */
  rest: Omit<Catalogue, 'products'>;
  products: ProductPlan;
}

export function planCatalogue(seed = 42, count = PRODUCT_COUNT): CataloguePlan {
  const products = ProductPlan.create(new Random(seed), count);
  return {
    products,
    rest: {
      brands: buildBrands(),
      artists: buildArtists(),
      categories: buildCategories(),
      terms: buildTerms(),
      countries: buildCountries(),
      carriers: buildCarriers(),
      sites: buildSites(),
      templates: buildTemplates(products.summaries),
      cmsPages: buildCmsPages(),
      redirects: buildRedirects([products.product(0), products.product(1)]),
      referers: buildReferers(),
    },
  };
}

/**
 * What a shop that does not sell the demo's catalogue still takes from the demo until the
 * merchant's content comes (issue 34): countries, carriers, store sites, CMS pages, the home
 * templates (with no products in them), the genders' names. No brand, category or product.
 */
export function planShopSetup(): Omit<Catalogue, 'products'> {
  return {
    brands: [],
    artists: [],
    categories: [],
    terms: buildTerms().filter((term) => term.kind === 'gender'),
    countries: buildCountries(),
    carriers: buildCarriers(),
    sites: buildSites(),
    templates: buildTemplates([]),
    cmsPages: buildCmsPages(),
    redirects: [],
    referers: buildReferers(),
  };
}

export function generateCatalogue(seed = 42, count = PRODUCT_COUNT): Catalogue {
  const { rest, products } = planCatalogue(seed, count);
  return {
    brands: rest.brands,
    artists: rest.artists,
    categories: rest.categories,
    terms: rest.terms,
    products: Array.from({ length: products.count }, (_, index) => products.product(index)),
    countries: rest.countries,
    carriers: rest.carriers,
    sites: rest.sites,
    templates: rest.templates,
    cmsPages: rest.cmsPages,
    redirects: rest.redirects,
    referers: rest.referers,
  };
}

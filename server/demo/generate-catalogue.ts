/**
 * The deterministic demo catalogue (DESIGN decision 11): the same seed gives a deep-equal
 * catalogue on every machine, fresh objects on every call. Dates are fixed relative to
 * REFERENCE_DATE (2026-11-01); nothing reads the clock or Math.random.
 *
 *   generateCatalogue(seed = 42): Catalogue
 *
 * Brands, artists, categories, countries, carriers, CMS pages and store sites are the same for
 * every seed; products (and what depends on them: templates, product redirects) follow the seed.
 */
import type { LocaleCode } from '../../src/domain/store/locales';
import { buildArtists, buildBrands } from './brands';
import { buildCarriers } from './carriers';
import type { Catalogue } from '../catalogue/catalogue-types';
import { buildCategories } from './categories';
import { buildCmsPages } from './cms-pages';
import { buildCountries } from './countries';
import { buildProducts } from './products';
import { Random } from './random';
import { buildRedirects, buildReferers } from './redirects';
import { buildSites } from './store-sites';
import { buildTemplates } from './templates';
import de from './translations/de.json';
import en from './translations/en.json';
import es from './translations/es.json';
import fr from './translations/fr.json';
import it from './translations/it.json';
import nl from './translations/nl.json';

/** Owned by the UI engineer; typed loosely so their shape (flat or nested) never breaks this file. */
const TRANSLATIONS = { fr, es, it, nl, de, en } as unknown as Record<LocaleCode, Record<string, string>>;

export function generateCatalogue(seed = 42): Catalogue {
  const random = new Random(seed);
  const products = buildProducts(random);
  return {
    brands: buildBrands(),
    artists: buildArtists(),
    categories: buildCategories(),
    products,
    countries: buildCountries(),
    carriers: buildCarriers(),
    sites: buildSites(),
    templates: buildTemplates(products),
    cmsPages: buildCmsPages(),
    redirects: buildRedirects(products),
    referers: buildReferers(),
    translations: structuredClone(TRANSLATIONS),
  };
}

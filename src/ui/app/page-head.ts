import type { TFunction } from 'i18next';
import { alternateLinks, canonicalUrl, type AlternateLink } from '../../domain/routing/page-links';
import { searchTerms } from '../../domain/routing/page-paths';
import type { RootStore } from './root-store';

export interface PageHead {
  title: string;
  description: string;
  canonical: string | null;
  alternates: AlternateLink[];
  robots: string | null;
}

/**
 * `<title>`, description, canonical URL, hreflang alternates and robots of the current page.
 * Pages the parse service knows take title, description and alternates from their page info;
 * static screens take their title from the translations and exist under the same path in every
 * store. Error pages and private screens are not indexed.
 */
export function pageHead(root: RootStore, t: TFunction): PageHead {
  const { page, site } = root;
  const brand = site.brandName;
  const description = t('home.meta.description', { brand });
  if (page.error) {
    const key = page.error.retry ? 'error.unreachable.title' : page.error.status === 404 ? 'error.notFound.title' : 'error.generic.title';
    return { title: `${t(key)} | ${brand}`, description, canonical: null, alternates: [], robots: 'noindex' };
  }
  const route = page.route;
  const info = page.pageInfo;
  let title: string;
  if (route.id === 'home') title = t('home.meta.title', { brand });
  // An outlet-only product's page info names the outlet (it is the same for every visitor): its product names itself.
  else if (info?.outletOnly && page.product) title = page.product.detail.metadata.title;
  else if (info) title = info.title;
  else {
    const terms = route.id === 'search-query' ? searchTerms(page.path.split('/')[2]) : '';
    title = `${t(terms ? 'page.title.search-query' : `page.title.${route.id}`, { terms })} | ${brand}`;
  }
  const indexable = route.indexable && page.status === 200;
  const links = { path: page.path, pageAlternates: info && Object.keys(info.alternates).length > 0 ? info.alternates : null, baseUrls: site.baseUrls, origin: root.origin };
  return {
    title,
    description: (info?.outletOnly && page.product ? page.product.detail.metadata.description : info?.description) || description,
    canonical: indexable ? canonicalUrl({ ...links, locale: root.context.locale, query: page.query }) : null,
    alternates: indexable ? alternateLinks(links) : [],
    robots: indexable ? null : 'noindex, follow',
  };
}

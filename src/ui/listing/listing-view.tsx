import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from '../app/router';
import { productThumbnail, thumbnailsPerRow } from '../../domain/catalogue/thumbnail';
import { RANGE_FACETS, VALUE_FACETS } from '../../domain/listing/listing-facets';
import type { ListingSort } from '../../domain/search/listing-query';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { CloseIcon } from '../icons/icons';
import type { ListingData } from './listing-data';
import { FacetsPanel, useFacetLabel } from './facets-panel';
import { clearHref, pageHrefs, sortHref, toggleHref } from './listing-links';
import { ProductThumbnail } from './product-thumbnail';
import { rangeChipText } from './range-chip';

function ActiveFilters({ data }: { data: ListingData }) {
  const t = useT();
  const { site } = useRootStore();
  const label = useFacetLabel(data);
  const { state, path } = data;
  const chips = [
    ...VALUE_FACETS.flatMap((facet) => state.filters[facet].map((value) => ({ key: `${facet}:${value}`, text: label(facet, value), href: toggleHref(path, state, facet, value) }))),
    ...RANGE_FACETS.filter((facet) => state.ranges[facet].min !== null || state.ranges[facet].max !== null).map((facet) => ({
      key: facet,
      text: rangeChipText(t(`listing.facet.${facet}`), facet, state.ranges[facet], site.locale.iso),
      href: clearHref(path, state, facet),
    })),
    ...(['eco', 'exclusive'] as const).filter((flag) => state.filters[flag]).map((flag) => ({ key: flag, text: t(`listing.facet.${flag}`), href: clearHref(path, state, flag) })),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className="listing__chips" aria-label={t('listing.activeFilters')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <AppLink to={chip.href} className="listing__chip" rel="nofollow" aria-label={t('listing.removeFilter', { name: chip.text })}>
            {chip.text}
            <CloseIcon size={14} />
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * A listing (category, brand, artist, special listings, search results): result count, sort,
 * facets (a drawer on mobile), thumbnails, previous/next page. Every control is the URL of the
 * state it leads to; the page loader reads it back on the server and on client navigation.
 */
export const ListingView = observer(function ListingView({ data }: { data: ListingData }) {
  const t = useT();
  const navigate = useNavigate();
  const { site, context } = useRootStore();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { state, path } = data;
  // Another listing closes the drawer; a tick inside it does not (the shopper closes it, or asks to see the products).
  useEffect(() => setFiltersOpen(false), [path]);
  const pages = pageHrefs(path, state);
  const mobile = context.device === 1;
  const thumbnails = data.hits.map((hit) => productThumbnail(hit, site.store, context.locale, { freeShippingAmount: site.freeShippingAmount, mobile }));
  // The first row loads at once (largest contentful paint, preloaded from the head); the rest lazily.
  const eager = thumbnailsPerRow(mobile);
  return (
    <div className="listing" data-testid="listing">
      <div className="listing__toolbar">
        <p className="listing__count" role="status" data-testid="result-count">
          {t('listing.count', { count: data.nbHits })}
        </p>
        <button type="button" className="button button--secondary listing__filters-button" aria-expanded={filtersOpen} aria-controls="listing-facets" onClick={() => setFiltersOpen(true)}>
          {t('listing.filters')}
        </button>
        <label className="listing__sort">
          <span>{t('listing.sortBy')}</span>
          <select value={state.sort} onChange={(event) => navigate(sortHref(path, state, event.target.value as ListingSort))} data-testid="sort">
            {state.orders.map((sort) => (
              <option key={sort} value={sort}>
                {t(`listing.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ActiveFilters data={data} />
      <div className="listing__body">
        <FacetsPanel data={data} open={filtersOpen} onClose={() => setFiltersOpen(false)} />
        {filtersOpen && <div className="facets__backdrop" onClick={() => setFiltersOpen(false)} aria-hidden="true" />}
        <div className="listing__results">
          {thumbnails.length === 0 ? (
            <p className="listing__empty">{t('listing.empty')}</p>
          ) : (
            <div className="product-grid listing__grid">
              {thumbnails.map((product, index) => (
                <ProductThumbnail key={product.id} product={product} localeIso={site.locale.iso} eager={index < eager} colours={data.colours?.[product.id]} />
              ))}
            </div>
          )}
          {(pages.previous || pages.next) && (
            <nav className="listing__pages" aria-label={t('listing.pagination')}>
              {pages.previous ? (
                <AppLink to={pages.previous} rel="prev" className="button button--secondary" data-testid="previous-page">
                  {t('listing.previous')}
                </AppLink>
              ) : (
                <span />
              )}
              <span className="listing__page-number">{t('listing.page', { page: state.page + 1, pages: state.nbPages ?? 1 })}</span>
              {pages.next ? (
                <AppLink to={pages.next} rel="next" className="button button--secondary" data-testid="next-page">
                  {t('listing.next')}
                </AppLink>
              ) : (
                <span />
              )}
            </nav>
          )}
        </div>
      </div>
    </div>
  );
});

import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { ListingView } from '../listing/listing-view';
import { PageFrame } from '../pages/page-frame';
import { JsonLd, useUrlBase } from '../page/json-ld';
import { listingItemListJsonLd } from '../page/structured-data';

/** `/search/{terms}`: the search listing (SPEC §2), with the same facets and sorts as any listing. */
export const SearchResultsPage = observer(function SearchResultsPage() {
  const t = useT();
  const { page, site } = useRootStore();
  const urlBase = useUrlBase();
  const listing = page.listing;
  const terms = listing?.state.query ?? '';
  return (
    <PageFrame title={terms ? t('page.title.search-query', { terms }) : t('page.title.search')} className="listing-page search-page">
      {listing && <ListingView data={listing} />}
      {listing && <JsonLd nodes={[listingItemListJsonLd(listing, site.store, urlBase)]} />}
    </PageFrame>
  );
});

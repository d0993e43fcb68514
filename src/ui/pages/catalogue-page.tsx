import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { urlToPath } from '../app/hrefs';
import { PageFrame } from './page-frame';
import { ListingView } from '../listing/listing-view';
import { JsonLd, useUrlBase } from '../page/json-ld';
import { breadcrumbListJsonLd, listingItemListJsonLd } from '../page/structured-data';

/** The page's own name: the last breadcrumb entry, else the title without the shop's name. */
export function pageName(info: { title: string; breadcrumb: { name: string }[] } | null, fallback: string): string {
  if (!info) return fallback;
  return info.breadcrumb[info.breadcrumb.length - 1]?.name ?? info.title.split(' | ')[0];
}

/**
 * Category, brand, artist and special listing pages (the catch-all and /outlet): the listing
 * the page loader searched (facets, sort, pages); the brands page lists the store's brands A–Z.
 */
export const CataloguePage = observer(function CataloguePage() {
  const t = useT();
  const { page, site } = useRootStore();
  const info = page.pageInfo;
  const name = pageName(info, t('page.title.catalogue'));
  const urlBase = useUrlBase();
  const breadcrumbJsonLd = breadcrumbListJsonLd(info?.breadcrumb, urlBase);
  if (info?.type === 'brands') {
    const brands = site.menu.find((item) => item.type === 'BRANDS')?.menuSubSections.flatMap((section) => section.menuSubSectionItems) ?? [];
    return (
      <PageFrame title={name} breadcrumb={info.breadcrumb} className="brands-page">
        <ul className="brands-page__list">
          {brands.map((brand) => (
            <li key={brand.url.path}>
              <AppLink to={urlToPath(brand.url)}>{brand.name}</AppLink>
            </li>
          ))}
        </ul>
        <JsonLd nodes={[breadcrumbJsonLd]} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={name} breadcrumb={info?.breadcrumb} className="listing-page">
      {page.listing && <ListingView data={page.listing} />}
      <JsonLd nodes={[breadcrumbJsonLd, page.listing ? listingItemListJsonLd(page.listing, site.store, urlBase) : null]} />
    </PageFrame>
  );
});

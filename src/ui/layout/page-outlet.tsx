import { Outlet, useLocation } from '../app/router';
import { usePageNavigation } from '../app/page-navigation';
import { stripLocalePrefix } from '../../domain/store/locale-path';
import { routeForPath } from '../../domain/routing/route-table';
import { Skeleton } from '../feedback/skeletons';

/**
 * The page, or the skeleton of the page being loaded: listing, artist, search and product pages
 * (and home) show their skeleton while a client navigation fetches them (SPEC §2 "skeleton").
 * A new state of the page shown (a filter ticked, a sort, another page of results) keeps the page
 * meanwhile: the shopper's open filter drawer stays where it is.
 */
export function PageOutlet() {
  const navigation = usePageNavigation();
  const current = useLocation();
  const next = navigation.state === 'loading' ? navigation.location : null;
  const nextPath = next ? stripLocalePrefix(next.pathname).path : null;
  if (nextPath !== null && nextPath !== stripLocalePrefix(current.pathname).path) {
    const target = routeForPath(nextPath);
    if (target.skeleton) return <Skeleton kind={target.skeleton} />;
  }
  return <Outlet />;
}

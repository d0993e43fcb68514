import { Outlet } from 'react-router';
import { usePageNavigation } from '../app/page-navigation';
import { stripLocalePrefix } from '../../domain/store/locale-path';
import { routeForPath } from '../../domain/routing/route-table';
import { Skeleton } from '../feedback/skeletons';

/**
 * The page, or the skeleton of the page being loaded: listing, artist, search and product pages
 * (and home) show their skeleton while a client navigation fetches them (SPEC §2 "skeleton").
 */
export function PageOutlet() {
  const navigation = usePageNavigation();
  const next = navigation.state === 'loading' ? navigation.location : null;
  if (next) {
    const target = routeForPath(stripLocalePrefix(next.pathname).path);
    if (target.skeleton) return <Skeleton kind={target.skeleton} />;
  }
  return <Outlet />;
}

import { useEffect } from 'react';
import { Outlet, useLocation } from '../app/router';
import { usePageNavigation } from '../app/page-navigation';
import { loadOnce, preload, useLoaded } from '../app/islands';
import { afterFirstIntent } from '../app/when-idle';
import { stripLocalePrefix } from '../../domain/store/locale-path';
import { routeForPath } from '../../domain/routing/route-table';

/**
 * The skeletons' code: only a client navigation shows one, so it loads once the visitor shows an
 * intent (a pointer, a touch, a key), before the click that needs it, never with the page's own
 * scripts (issue 40: 4 kB of every page's entry).
 */
const loadSkeletons = loadOnce(() => import('../feedback/skeletons'));

/**
 * The page, or the skeleton of the page being loaded: listing, artist, search and product pages
 * (and home) show their skeleton while a client navigation fetches them (SPEC §2 "skeleton").
 * A new state of the page shown (a filter ticked, a sort, another page of results) keeps the page
 * meanwhile: the shopper's open filter drawer stays where it is. A navigation before the
 * skeletons' code is here (a script's, before any intent) keeps the page under the loading bar
 * until it is.
 */
export function PageOutlet() {
  const navigation = usePageNavigation();
  const current = useLocation();
  const next = navigation.state === 'loading' ? navigation.location : null;
  const nextPath = next ? stripLocalePrefix(next.pathname).path : null;
  const target = nextPath !== null && nextPath !== stripLocalePrefix(current.pathname).path ? routeForPath(nextPath) : null;
  const wanted = target?.skeleton !== undefined;
  const module = useLoaded(loadSkeletons, wanted);
  // Wanted or not, asked for on the visitor's first intent, before the click that navigates.
  useEffect(() => afterFirstIntent(() => preload(loadSkeletons)), []);
  if (target?.skeleton && module) return <module.Skeleton kind={target.skeleton} />;
  return <Outlet />;
}

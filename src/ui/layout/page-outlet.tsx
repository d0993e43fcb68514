import { useEffect, useState } from 'react';
import { Outlet, useLocation } from '../app/router';
import { usePageNavigation } from '../app/page-navigation';
import { loadOnce } from '../app/islands';
import { afterFirstIntent } from '../app/when-idle';
import { stripLocalePrefix } from '../../domain/store/locale-path';
import { routeForPath } from '../../domain/routing/route-table';

/**
 * The skeletons' code: only a client navigation shows one, so it loads once the visitor shows an
 * intent (a pointer, a touch, a key), before the click that needs it, never with the page's own
 * scripts (issue 40: 4 kB of every page's entry).
 */
const loadSkeletons = loadOnce(() => import('../feedback/skeletons'));
type SkeletonsModule = Awaited<ReturnType<typeof loadSkeletons>>;
let skeletons: SkeletonsModule | null = null;

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
  const [module, setModule] = useState<SkeletonsModule | null>(skeletons);
  const next = navigation.state === 'loading' ? navigation.location : null;
  const nextPath = next ? stripLocalePrefix(next.pathname).path : null;
  const target = nextPath !== null && nextPath !== stripLocalePrefix(current.pathname).path ? routeForPath(nextPath) : null;
  const wanted = target?.skeleton !== undefined;
  useEffect(() => {
    if (module) return undefined;
    let live = true;
    const load = () =>
      loadSkeletons().then(
        (loaded) => {
          skeletons = loaded;
          if (live) setModule(loaded);
        },
        () => undefined,
      );
    // A skeleton wanted now loads at once; otherwise on the visitor's first intent.
    const cancel = wanted ? null : afterFirstIntent(() => void load());
    if (wanted) void load();
    return () => {
      live = false;
      cancel?.();
    };
  }, [module, wanted]);
  if (target?.skeleton && module) return <module.Skeleton kind={target.skeleton} />;
  return <Outlet />;
}

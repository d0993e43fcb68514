import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { parse } from 'cookie';
import { useRootStore } from '../app/root-context';
import { CONSENT_COOKIE } from '../../domain/tracking/consent';
import { ErrorBoundary } from '../feedback/error-boundary';

const ConsentBanner = lazy(() => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })));

/**
 * Reads the visitor's cookie choice once hydrated (never on the server: the page stays the same for
 * everyone), shows the banner when there is none, and starts tracking once it is allowed. The
 * banner's code and the tracking code load only when needed.
 */
export const ConsentMount = observer(function ConsentMount() {
  const root = useRootStore();
  const { consent } = root;

  useEffect(() => {
    if (root.hydrated && !consent.known) consent.restore(parse(document.cookie)[CONSENT_COOKIE], new Date());
  }, [root.hydrated, consent]);

  useEffect(() => {
    if (!consent.tracks) return;
    if (consent.reloadsToTrack) {
      window.location.reload();
      return;
    }
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./tracking-observer').then(
      (module) => {
        if (!cancelled) stop = module.startTracking(root);
      },
      (error: unknown) => console.error('Unable to send data to GTM', error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [consent.tracks, consent.reloadsToTrack, root]);

  if (!consent.bannerOpen) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ConsentBanner />
      </Suspense>
    </ErrorBoundary>
  );
});

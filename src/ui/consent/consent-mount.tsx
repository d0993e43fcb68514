import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { parse } from 'cookie';
import { useRootStore } from '../app/root-context';
import { CONSENT_COOKIE } from '../../domain/tracking/consent';
import { ErrorBoundary } from '../feedback/error-boundary';
import { island } from '../app/islands';

/**
 * An island: the server renders it for a visitor who has not answered (the page's first paint
 * shows it, no script needed), the browser keeps that HTML until the banner's code arrives.
 */
const ConsentBanner = island(() => import('./consent-banner').then((module) => module.ConsentBanner));

/**
 * Shows the banner the server opened (the request's cookie held no choice), reads the visitor's
 * cookie choice again once hydrated (a choice made meanwhile closes it; a kept page is the same
 * for every visitor of its kind), and starts tracking once it is allowed. The banner's code and
 * the tracking code load only when needed.
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
      <ConsentBanner />
    </ErrorBoundary>
  );
});

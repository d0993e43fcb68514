import { useEffect, useState } from 'react';
import { usePageNavigation } from '../app/page-navigation';

/** SPEC §9: the loading bar appears after 200 ms (throttle) and crawls over 5000 ms. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;

/** A thin bar at the top of the window while a client navigation loads its page. */
export function LoadingBar() {
  const navigation = usePageNavigation();
  const loading = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), LOADING_BAR_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <div
      className={`loading-bar${visible ? ' is-loading' : ''}`}
      style={{ ['--loading-duration' as string]: `${LOADING_BAR_DURATION_MS}ms` }}
      aria-hidden="true"
      data-testid="loading-bar"
    />
  );
}

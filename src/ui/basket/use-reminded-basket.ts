import { useEffect } from 'react';
import { when } from 'mobx';
import { useNavigate } from '../app/router';
import { useRootStore } from '../app/root-context';
import { loginPath } from '../auth/login-links';
import { remindedBasket, RESTORE_BASKET_QUERY } from '../../domain/routing/page-paths';

/**
 * The basket page opened from a forgotten-basket reminder (issue 38): once the stored basket is
 * back, the reminded lines join it for the signed-in customer; a visitor signs in first and comes back here (the
 * link carries no session, so it opens nobody's account).
 */
export function useRemindedBasket(): void {
  const root = useRootStore();
  const navigate = useNavigate();
  useEffect(() => {
    const basketId = remindedBasket(Object.fromEntries(new URLSearchParams(window.location.search)));
    if (basketId === null) return undefined;
    return when(
      () => root.hydrated && root.basket.restored,
      () => {
        void (async () => {
          const { loggedIn } = await root.auth.sessionFacts();
          if (!loggedIn) return navigate(loginPath('connection', { restoreBasket: basketId }));
          const outcome = await root.basket.restoreReminded(basketId);
          if (outcome === 'signed-out') return navigate(loginPath('connection', { restoreBasket: basketId }));
          const url = new URL(window.location.href);
          url.searchParams.delete(RESTORE_BASKET_QUERY);
          window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
          return undefined;
        })();
      },
    );
  }, [root, navigate]);
}

import { useEffect } from 'react';
import { when } from 'mobx';
import { useNavigate } from 'react-router';
import { useRootStore } from '../app/root-context';
import { loginPath } from '../auth/login-links';

/** The query of the reminder mail's link (server/reminders: `/checkout/basket?restore=N`). */
export const RESTORE_QUERY = 'restore';

/**
 * The basket page opened from a forgotten-basket reminder (issue 38): once the stored basket is
 * back, the reminded lines join it for the signed-in customer; a visitor signs in first (the link
 * carries no session, so it opens nobody's account).
 */
export function useRemindedBasket(): void {
  const root = useRootStore();
  const navigate = useNavigate();
  useEffect(() => {
    const basketId = Number(new URLSearchParams(window.location.search).get(RESTORE_QUERY));
    if (!Number.isSafeInteger(basketId) || basketId <= 0) return undefined;
    return when(
      () => root.hydrated && root.basket.restored,
      () => {
        void (async () => {
          const { loggedIn } = await root.auth.sessionFacts();
          if (!loggedIn) return navigate(loginPath('connection'));
          const outcome = await root.basket.restoreReminded(basketId);
          if (outcome === 'signed-out') return navigate(loginPath('connection'));
          const url = new URL(window.location.href);
          url.searchParams.delete(RESTORE_QUERY);
          window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
          return undefined;
        })();
      },
    );
  }, [root, navigate]);
}

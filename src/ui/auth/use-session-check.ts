import { useEffect } from 'react';
import { reaction, when } from 'mobx';
import { useNavigate } from '../app/router';
import { useRootStore } from '../app/root-context';

/**
 * After hydration (the whole page's: every island with the server's state, islands.tsx): the
 * session is checked once. The server chose its guard decision from the
 * `signed_in` hint only, so the browser corrects it: a private page whose session turns out
 * invalid goes to /login, a guest-only page of a signed-in customer goes home. Later, a session
 * the shop no longer knows sends a private page to /login too (a logout leads home by itself).
 */
export function useSessionCheck(): void {
  const root = useRootStore();
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () =>
      void root.auth.restore().then(() => {
        if (!live || root.page.failed) return;
        const { auth } = root.page.route;
        // An expired session has been sent to /login by the reaction below already.
        if (auth === 'private' && !root.auth.loggedIn && root.auth.signOutReason !== 'expired') void navigate('/login', { replace: true });
        else if (auth === 'guest' && root.auth.loggedIn) void navigate('/', { replace: true });
      });
    // In a task of its own: the hint's cookie and storage reads are synchronous, and the last
    // island's hydration (which marks the page hydrated) is a long enough task already.
    const waiting = when(
      () => root.hydrated,
      () => {
        timer = setTimeout(check, 0);
      },
    );
    return () => {
      live = false;
      waiting();
      clearTimeout(timer);
    };
  }, [root, navigate]);

  useEffect(
    () =>
      reaction(
        () => root.auth.signOutReason,
        (reason) => {
          if (reason === 'expired' && root.page.route.auth === 'private' && !root.page.failed) void navigate('/login', { replace: true });
        },
      ),
    [root, navigate],
  );
}

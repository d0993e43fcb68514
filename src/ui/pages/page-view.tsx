import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { island } from '../app/islands';

/**
 * The error page is an island of its own: rare, it is not in the code every page loads. A page
 * the server answered with it hydrates it as its code arrives; a navigation that ends on it
 * loads it before showing it (page-load.ts).
 */
export const ErrorScreen = island(() => import('../errors/error-page').then((module) => module.ErrorPage));

/** The route's screen, or the error page when the guards or the loader decided so (404, 500, 503). */
export const PageView = observer(function PageView({ children }: { children: ReactNode }) {
  const { page } = useRootStore();
  return page.error ? <ErrorScreen /> : <>{children}</>;
});

import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { ErrorPage } from '../errors/error-page';

/** The route's screen, or the error page when the guards or the loader decided so (404, 500, 503). */
export const PageView = observer(function PageView({ children }: { children: ReactNode }) {
  const { page } = useRootStore();
  return page.error ? <ErrorPage /> : <>{children}</>;
});

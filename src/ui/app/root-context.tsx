import { createContext, use, useContext, type ReactNode } from 'react';
import { TranslationProvider } from '../i18n/use-t';
import type { Translator } from '../i18n/create-i18n';
import type { RootStore } from './root-store';

/** The stores, or (in the browser, while their code loads) the promise of them. */
type RootSource = RootStore | Promise<RootStore>;

const RootStoreContext = createContext<RootSource | null>(null);

/**
 * The server renders with its stores; the browser hydrates the page's shell before the stores'
 * code is here (it is not in the JavaScript the page hydrates with, issue 15) and each island
 * suspends on them until it is.
 */
export function AppProviders({ root, i18n, children }: { root: RootSource; i18n: Translator; children: ReactNode }) {
  return (
    <RootStoreContext.Provider value={root}>
      <TranslationProvider translator={i18n}>{children}</TranslationProvider>
    </RootStoreContext.Provider>
  );
}

export function useRootStore(): RootStore {
  const root = useContext(RootStoreContext);
  if (!root) throw new Error('useRootStore outside AppProviders');
  return 'then' in root ? use(root) : root;
}

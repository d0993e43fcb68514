import { createContext, useContext, type ReactNode } from 'react';
import { TranslationProvider } from '../i18n/use-t';
import type { Translator } from '../i18n/create-i18n';
import type { RootStore } from './root-store';

const RootStoreContext = createContext<RootStore | null>(null);

export function AppProviders({ root, i18n, children }: { root: RootStore; i18n: Translator; children: ReactNode }) {
  return (
    <RootStoreContext.Provider value={root}>
      <TranslationProvider translator={i18n}>{children}</TranslationProvider>
    </RootStoreContext.Provider>
  );
}

export function useRootStore(): RootStore {
  const root = useContext(RootStoreContext);
  if (!root) throw new Error('useRootStore outside AppProviders');
  return root;
}

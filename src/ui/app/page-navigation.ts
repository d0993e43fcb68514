import { createContext, useContext } from 'react';
import type { Location } from './router';

/**
 * Whether a client navigation is loading its page, and which: the page shown stays until the
 * next one is loaded (the loading bar and the skeletons read this). A server render is idle.
 */
export interface PageNavigation {
  state: 'idle' | 'loading';
  /** The location being loaded, while loading. */
  location: Location | null;
}

export const IDLE_NAVIGATION: PageNavigation = { state: 'idle', location: null };

export const PageNavigationContext = createContext<PageNavigation>(IDLE_NAVIGATION);

export function usePageNavigation(): PageNavigation {
  return useContext(PageNavigationContext);
}
